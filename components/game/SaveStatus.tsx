import { type SaveState } from './useRoundSaves';
import styles from './SaveStatus.module.css';
import { SAVE_MESSAGES } from '@/lib/messages/game';

const TEXT: Record<Exclude<SaveState['kind'], 'refused'>, string> = {
  saving: SAVE_MESSAGES.saving,
  'not-saved-yet': SAVE_MESSAGES.notSavedYet,
  saved: SAVE_MESSAGES.saved,
};

/** Whether the server has stored a signed-in player's round (issue 24): announced politely to screen readers. */
export function SaveStatus({ state }: { state: SaveState | null }) {
  return (
    <p className={`${styles.status} ${state ? styles[state.kind] : ''}`} role="status" aria-live="polite" data-testid="save-status">
      {state && (state.kind === 'refused' ? `Not saved: ${state.message}` : TEXT[state.kind])}
    </p>
  );
}
