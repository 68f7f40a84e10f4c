'use client';

import { useEffect } from 'react';
import { BUILD_VERSION, serviceWorkerUrl, serviceWorkerWanted } from '@/lib/offline/service-worker';

/**
 * Registers the service worker (public/sw.js) once the page has loaded, so its install does not compete with
 * the page; switched off (NEXT_PUBLIC_SERVICE_WORKER=false), it unregisters any this browser has. Renders nothing.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    // (Not `navigator.serviceWorker` tested for itself: the minifier drops that test.) None over plain http, for one.
    if (!('serviceWorker' in navigator)) return;
    const workers = navigator.serviceWorker;
    if (!serviceWorkerWanted()) {
      void workers.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
      return;
    }
    const register = () => void workers.register(serviceWorkerUrl(BUILD_VERSION), { scope: '/' }).catch((error: unknown) => console.warn('The offline worker did not register:', error));
    if (document.readyState === 'complete') return register();
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
