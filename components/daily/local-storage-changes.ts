/**
 * Subscriptions for hooks that read browser storage with useSyncExternalStore: another tab's
 * writes ('storage'), this page's own writes (announceLocalStorageChange), and coming back to the
 * tab (a game finished elsewhere, or a back navigation from the bfcache).
 */
const LOCAL_CHANGE_EVENT = 'guessdle:local-storage-change';

export function announceLocalStorageChange(): void {
  window.dispatchEvent(new Event(LOCAL_CHANGE_EVENT));
}

export function subscribeToLocalStorage(onChange: () => void): () => void {
  const windowEvents = ['storage', LOCAL_CHANGE_EVENT, 'pageshow', 'focus'];
  for (const name of windowEvents) window.addEventListener(name, onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    for (const name of windowEvents) window.removeEventListener(name, onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}
