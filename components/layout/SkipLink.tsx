'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { isGamePagePath } from '@/lib/games/game-paths';
import styles from './SkipLink.module.css';

/** Where the skip link leads: a game page's board, every other page's <main> (app/layout.tsx). */
export const GAME_TARGET_ID = 'game';
export const CONTENT_TARGET_ID = 'main';

/** Inside the target, the control the skip link focuses when it can take focus (the guess box). */
export const SKIP_FOCUS_ATTRIBUTE = 'data-skip-focus';

function skipTo(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return; // the browser follows the link
  event.preventDefault();
  const control = target.querySelector<HTMLElement>(`[${SKIP_FOCUS_ATTRIBUTE}]:not(:disabled)`);
  (control ?? target).focus();
}

/**
 * The first Tab stop of every page, shown only while focused: "Skip to the game" on a game page (to the
 * guess box, or the board once the round is over), "Skip to content" elsewhere.
 */
export function SkipLink() {
  const onGamePage = isGamePagePath(usePathname());
  const targetId = onGamePage ? GAME_TARGET_ID : CONTENT_TARGET_ID;
  return (
    <a className={styles.skip} href={`#${targetId}`} onClick={(event) => skipTo(event, targetId)}>
      {onGamePage ? 'Skip to the game' : 'Skip to content'}
    </a>
  );
}
