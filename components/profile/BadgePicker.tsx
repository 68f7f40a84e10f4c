'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';
import { ApiRequestError, errorMessage } from '@/lib/client/api';
import { useBadgeMutation } from '@/lib/client/queries/profile';
import { byRarityThenName, rarityLabel } from '@/lib/profile/display';
import type { ProfileBadge } from '@/lib/profile/badge';
import type { ProfileAchievement } from '@/lib/profile/types';
import { AchievementMedal } from './AchievementMedal';
import profileStyles from './Profile.module.css';
import styles from './PictureModals.module.css';
import { BADGE_FAILED_MESSAGE } from '@/lib/messages/accounts';

function badgeFailure(error: unknown): string {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return refused ? errorMessage(error, BADGE_FAILED_MESSAGE) : BADGE_FAILED_MESSAGE;
}

interface BadgePickerProps {
  userId: string;
  badge: ProfileBadge | null;
  unlocked: readonly ProfileAchievement[];
}

/** The badge button ('Select Badge' when none) and its picker: one of your unlocked achievements, rarest first, or none. */
export function BadgePicker({ userId, badge, unlocked }: BadgePickerProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const mutation = useBadgeMutation(userId);
  const choices = [...unlocked].sort(byRarityThenName);

  function choose(achievementId: number | null) {
    mutation.mutate(achievementId, { onSuccess: () => setOpen(false) });
  }

  function close() {
    mutation.reset();
    setOpen(false);
  }

  return (
    <>
      <button type="button" className={`${profileStyles.badge} ${badge ? profileStyles[badge.rarity] : ''}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {badge && <AchievementMedal name={badge.name} rarity={badge.rarity} imageFilename={badge.image_filename} />}
        {badge ? badge.name : 'Select Badge'}
      </button>
      {open && (
        <Modal labelledBy={titleId} onClose={close} className={styles.badgeDialog}>
          <ModalHeader titleId={titleId} title="Choose your badge" closeLabel="Close badge picker" onClose={close} />
          <ModalBody className={styles.viewBody}>
            {choices.length === 0 ? (
              <p className={profileStyles.empty}>You have not unlocked any achievements yet. Win daily puzzles to earn them, then wear one here.</p>
            ) : (
              <ul className={styles.badgeList} aria-label="Your unlocked achievements">
                {choices.map((achievement) => (
                  <li key={achievement.id}>
                    <button
                      type="button"
                      className={`${styles.badgeOption} ${profileStyles[achievement.rarity]}`}
                      aria-pressed={badge?.id === achievement.id}
                      disabled={mutation.isPending}
                      onClick={() => choose(achievement.id)}
                    >
                      <AchievementMedal name={achievement.name} rarity={achievement.rarity} imageFilename={achievement.image_filename} />
                      <span className={styles.badgeText}>
                        {achievement.name}
                        <small>
                          {rarityLabel(achievement.rarity)} · {achievement.description}
                        </small>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {mutation.isError && (
              <p className={styles.error} role="alert">
                {badgeFailure(mutation.error)}
              </p>
            )}
            <div className={styles.actions}>
              {badge && (
                <Button variant="secondary" onClick={() => choose(null)} disabled={mutation.isPending}>
                  Remove badge
                </Button>
              )}
              <Button variant="outline" onClick={close}>
                Close
              </Button>
            </div>
          </ModalBody>
        </Modal>
      )}
    </>
  );
}
