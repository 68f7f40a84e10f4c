'use client';

import { shareText, type ShareInput } from '@/lib/games/share';
import { ShareResultsModal, type ShareResultsModalProps } from './ShareResultsModal';

/**
 * The Share Your Results dialog of a round: writes the text to share (lib/games/share.ts) and shows it. One file
 * with the dialog so that the text's code loads with it, on the Share click, not with the game page (issue 38).
 */
export function ShareRoundModal({ share, ...props }: Omit<ShareResultsModalProps, 'text'> & { share: ShareInput }) {
  return <ShareResultsModal {...props} text={shareText(share)} />;
}
