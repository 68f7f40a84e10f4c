/** sessionStorage: this player's unlocks were already looked at in this browser session (UnannouncedUnlocks). */
export const checkedKey = (userId: string) => `guessdle_unlocks_checked:${userId}`;

export function checkedThisSession(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(checkedKey(userId)) !== null;
  } catch {
    return false; // storage blocked: look on every page; the announcements themselves are still once
  }
}

export function markChecked(userId: string): void {
  try {
    window.sessionStorage.setItem(checkedKey(userId), '1');
  } catch {
    // as above
  }
}
