/**
 * The picture crop's numbers (accounts-side §5, §9): a square that starts at 80% of the width, centred;
 * arrow-key nudges of 1, 10 and 100 pixels; the exported JPEG at quality 0.85.
 */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const INITIAL_CROP_SHARE = 0.8;
export const JPEG_QUALITY = 0.85;
export const PREVIEW_SIZE = 100;
/** The server keeps at most 512×512; nothing larger is worth sending. */
export const EXPORT_MAX_SIDE = 512;

/** The first crop, in percent of the image: a square 80% of its width (less if the image is not that tall), centred. */
export function initialCropPercentages(image: Size): Area {
  const side = Math.min(image.width * INITIAL_CROP_SHARE, image.height);
  const width = (side / image.width) * 100;
  const height = (side / image.height) * 100;
  return { x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

/** An area in percent of the image as the image's own pixels. */
export function percentToPixels(area: Area, image: Size): Area {
  return { x: (area.x * image.width) / 100, y: (area.y * image.height) / 100, width: (area.width * image.width) / 100, height: (area.height * image.height) / 100 };
}

/** Arrow keys move the crop by 1 pixel, 10 with Shift, 100 with Alt, Ctrl or ⌘; null for any other key. */
export function nudgeFor(event: { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): Point | null {
  const step = event.altKey || event.ctrlKey || event.metaKey ? 100 : event.shiftKey ? 10 : 1;
  const moves: Record<string, Point> = { ArrowUp: { x: 0, y: -step }, ArrowDown: { x: 0, y: step }, ArrowLeft: { x: -step, y: 0 }, ArrowRight: { x: step, y: 0 } };
  return Object.hasOwn(moves, event.key) ? moves[event.key] : null;
}

/** Keeps the image covering the crop: the position the cropper itself would allow (media and crop in displayed pixels). */
export function clampCrop(position: Point, media: Size, crop: Size, zoom: number): Point {
  const limit = (mediaSide: number, cropSide: number) => Math.abs((mediaSide * zoom) / 2 - cropSide / 2);
  const clamp = (value: number, max: number) => Math.min(Math.max(value, -max), max);
  return { x: clamp(position.x, limit(media.width, crop.width)), y: clamp(position.y, limit(media.height, crop.height)) };
}

/** The preview's image placement: the cropped area scaled to PREVIEW_SIZE. */
export function previewPlacement(area: Area, natural: Size) {
  const scale = PREVIEW_SIZE / area.width;
  return { width: natural.width * scale, height: natural.height * scale, left: -area.x * scale, top: -area.y * scale };
}

/** Draws the cropped area (in the image's own pixels) onto a square canvas and exports it as a JPEG. */
export async function exportCroppedJpeg(image: HTMLImageElement, area: Area): Promise<Blob> {
  const side = Math.max(1, Math.min(EXPORT_MAX_SIDE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff'; // a transparent PNG gets white behind it, as JPEG has no transparency
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Export failed'))), 'image/jpeg', JPEG_QUALITY));
}

/** The chosen file as a data: URL (the pages' Content-Security-Policy allows data: images, not blob:). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** Loads an image element from a URL (for the export), rejecting when it cannot be decoded. */
export function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = source;
  });
}
