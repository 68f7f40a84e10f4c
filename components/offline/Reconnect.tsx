'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { siteAnswers } from '@/lib/client/api';
import { STILL_OFFLINE_MESSAGE } from '@/lib/messages/site';

const reloadPage = () => window.location.reload();

/**
 * The offline page's way back (issue 36 item 8): when the browser says the connection returned, and on Try
 * again, the site is asked for the page's address (siteAnswers, lib/client/api.ts), and any answer loads the
 * page again. No answer: the page stays, and says so.
 */
export function Reconnect({ reload = reloadPage }: { reload?: () => void }) {
  const [stillOffline, setStillOffline] = useState(false);

  async function tryAgain() {
    if (await siteAnswers(window.location.href)) reload();
    else setStillOffline(true);
  }

  useEffect(() => {
    const onOnline = () => void tryAgain();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  });

  return (
    <>
      <Button onClick={() => void tryAgain()}>Try again</Button>
      <p role="status" aria-live="polite">
        {stillOffline && STILL_OFFLINE_MESSAGE}
      </p>
    </>
  );
}
