'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';
import { useToast } from '@/components/ui/toast';
import { usePictureMutations } from '@/lib/client/queries/profile';
import { pictureUrl } from '@/lib/profile/display';
import { PICTURE_ACCEPT, pictureFileProblem } from '@/lib/validation/picture';
import { loadImage, readAsDataUrl } from './crop-geometry';
import { removeFailure, uploadFailure } from './picture-messages';
import profileStyles from './Profile.module.css';
import styles from './PictureModals.module.css';
import { CONFIRM_REMOVE_MESSAGE, CROP_FAILED_MESSAGE } from '@/lib/messages/accounts';

const PictureCropModal = dynamic(() => import('./PictureCropModal'), { ssr: false });

/**
 * The own profile's picture (accounts-side §2.5, §4.4): a click opens the view modal with Replace and
 * Delete; Replace chooses a file, checks it, then opens the crop modal; Delete asks first.
 */
export function ProfilePicture({ userId, username, filename }: { userId: string; username: string; filename: string | null }) {
  const viewTitleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, remove } = usePictureMutations(userId);
  const { showToast } = useToast();
  const [viewing, setViewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [viewError, setViewError] = useState<string | null>(null);
  const [cropping, setCropping] = useState<HTMLImageElement | null>(null);

  function openView() {
    setViewError(null);
    setConfirming(false);
    setViewing(true);
  }

  async function chooseFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = ''; // choosing the same file again still counts
    if (!file) return;
    const problem = pictureFileProblem(file);
    if (problem) {
      setViewError(problem);
      return;
    }
    try {
      const image = await loadImage(await readAsDataUrl(file));
      upload.reset();
      setViewing(false);
      setCropping(image);
    } catch {
      setViewError(CROP_FAILED_MESSAGE);
    }
  }

  function save(picture: Blob) {
    upload.mutate(picture, {
      onSuccess: () => {
        setCropping(null);
        showToast('Profile picture updated.', { type: 'success' });
      },
    });
  }

  function confirmRemove() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setViewing(false);
        showToast('Profile picture removed.', { type: 'success' });
      },
      onError: (error) => setViewError(removeFailure(error)),
    });
  }

  return (
    <>
      <button type="button" className={profileStyles.pictureButton} onClick={openView} aria-label="Profile picture: view, replace or delete">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small user upload served by our own call */}
        <img className={profileStyles.picture} src={pictureUrl(filename)} alt={`${username}'s profile picture`} width={120} height={120} />
        <span className={profileStyles.pictureHint} aria-hidden>
          ✎
        </span>
      </button>
      <input ref={fileInput} type="file" accept={PICTURE_ACCEPT} hidden aria-label="Choose a picture" onChange={(event) => void chooseFile(event.target.files?.[0])} />
      {viewing && (
        <Modal labelledBy={viewTitleId} onClose={() => setViewing(false)} className={styles.viewDialog}>
          <ModalHeader titleId={viewTitleId} title="Profile picture" closeLabel="Close profile picture" onClose={() => setViewing(false)} />
          <ModalBody className={styles.viewBody}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small user upload served by our own call */}
            <img className={styles.large} src={pictureUrl(filename)} alt={filename ? 'Your profile picture' : 'No profile picture yet'} />
            {viewError && (
              <p className={styles.error} role="alert">
                {viewError}
              </p>
            )}
            {confirming ? (
              <>
                <p className={styles.confirm}>{CONFIRM_REMOVE_MESSAGE}</p>
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                    Keep it
                  </Button>
                  <Button onClick={confirmRemove} disabled={remove.isPending}>
                    {remove.isPending ? 'Removing...' : 'Yes, remove it'}
                  </Button>
                </div>
              </>
            ) : (
              <div className={styles.actions}>
                {filename && (
                  <Button variant="secondary" onClick={() => setConfirming(true)}>
                    Delete
                  </Button>
                )}
                <Button onClick={() => fileInput.current?.click()} data-autofocus>
                  {filename ? 'Replace' : 'Upload a picture'}
                </Button>
              </div>
            )}
          </ModalBody>
        </Modal>
      )}
      {cropping && (
        <PictureCropModal
          image={cropping}
          saving={upload.isPending}
          error={upload.isError ? uploadFailure(upload.error) : null}
          onSave={save}
          onClose={() => setCropping(null)}
        />
      )}
    </>
  );
}
