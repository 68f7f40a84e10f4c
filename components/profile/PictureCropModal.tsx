'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import Cropper from 'react-easy-crop';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';
import { clampCrop, exportCroppedJpeg, initialCropPercentages, nudgeFor, percentToPixels, PREVIEW_SIZE, previewPlacement, type Area, type Point, type Size } from './crop-geometry';
import styles from './PictureModals.module.css';
import { CROP_FAILED_MESSAGE } from '@/lib/messages/accounts';

interface PictureCropModalProps {
  /** The chosen file, loaded (its data: URL is `image.src`). */
  image: HTMLImageElement;
  saving: boolean;
  error: string | null;
  onSave: (picture: Blob) => void;
  onClose: () => void;
}

/**
 * Crops a chosen picture (accounts-side §5): square, shown round, starting at 80% of the width, centred;
 * drag or arrow keys (1, 10 or 100 pixels), a zoom slider, a 100×100 preview; saved as a JPEG. Loaded
 * only when a picture is chosen (react-easy-crop stays out of the page's first load).
 */
export default function PictureCropModal({ image, saving, error, onSave, onClose }: PictureCropModalProps) {
  const titleId = useId();
  const natural: Size = { width: image.naturalWidth, height: image.naturalHeight };
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const initialCrop = initialCropPercentages(natural);
  // The first crop is known before the cropper reports it: Save and the preview work from the start.
  const [area, setArea] = useState<Area>(() => percentToPixels(initialCrop, natural));
  const [exporting, setExporting] = useState(false);
  const [mediaSize, setMediaSize] = useState<Size | null>(null);
  const [cropSize, setCropSize] = useState<Size | null>(null);
  const [cropError, setCropError] = useState<string | null>(null);
  // The cropper measures its box when it mounts: only once the dialog is shown (Modal's effect) does the
  // box have a size. Measured at 0×0 it computes NaN and never settles, so it mounts a frame later.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  function nudge(event: KeyboardEvent<HTMLDivElement>) {
    const move = nudgeFor(event);
    if (!move || !mediaSize || !cropSize) return;
    event.preventDefault();
    setCrop((current) => clampCrop({ x: current.x + move.x, y: current.y + move.y }, mediaSize, cropSize, zoom));
  }

  async function save() {
    setCropError(null);
    setExporting(true);
    try {
      onSave(await exportCroppedJpeg(image, area));
    } catch (failure) {
      console.error('Crop failed', failure);
      setCropError(CROP_FAILED_MESSAGE);
    } finally {
      setExporting(false);
    }
  }

  const busy = exporting || saving;
  const preview = previewPlacement(area, natural);
  const message = cropError ?? error;
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.cropDialog}>
      <ModalHeader titleId={titleId} title="Crop your picture" closeLabel="Close picture crop" onClose={onClose} />
      <ModalBody className={styles.cropBody}>
        <div className={styles.cropArea}>
          {shown && (
          <Cropper
            image={image.src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            initialCroppedAreaPercentages={initialCrop}
            onCropChange={setCrop}
            onZoomChange={(next) => Number.isFinite(next) && setZoom(next)}
            onCropComplete={(_percent, pixels) => setArea(pixels)}
            onMediaLoaded={(media) => setMediaSize({ width: media.width, height: media.height })}
            onCropSizeChange={setCropSize}
            // A role, so that its name is allowed (axe aria-prohibited-attr): a focusable group the arrow keys move.
            cropperProps={{ onKeyDown: nudge, role: 'group', 'aria-label': 'Crop area: drag, or move it with the arrow keys (Shift: 10 pixels, Alt: 100)' }}
          />
          )}
        </div>
        <div className={styles.cropControls}>
          <Field className={styles.zoom} label="Zoom" controlClassName="" type="range" min={1} max={3} step={0.01} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
          <figure className={styles.preview}>
            <div className={styles.previewFrame} style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the chosen file, shown from memory */}
              <img src={image.src} alt="" style={{ ...preview, maxWidth: 'none', position: 'absolute' }} />
            </div>
            <figcaption>Preview</figcaption>
          </figure>
        </div>
        {message && (
          <p className={styles.error} role="alert">
            {message}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            {busy ? 'Saving...' : 'Save picture'}
          </Button>
        </div>
      </ModalBody>
    </Modal>
  );
}
