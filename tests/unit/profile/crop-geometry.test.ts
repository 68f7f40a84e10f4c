import { clampCrop, initialCropPercentages, nudgeFor, percentToPixels, previewPlacement } from '@/components/profile/crop-geometry';

const key = (name: string, modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) => ({
  key: name,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

test('the first crop is a square 80% of the width, centred', () => {
  // Portrait 800×1200: a 640-pixel square.
  expect(initialCropPercentages({ width: 800, height: 1200 })).toEqual({ x: 10, y: (100 - (640 / 1200) * 100) / 2, width: 80, height: (640 / 1200) * 100 });
  // Square: 80% both ways.
  expect(initialCropPercentages({ width: 500, height: 500 })).toEqual({ x: 10, y: 10, width: 80, height: 80 });
  // Very wide: as tall as the image, centred.
  expect(initialCropPercentages({ width: 1000, height: 400 })).toEqual({ x: 30, y: 0, width: 40, height: 100 });
});

test('arrow keys nudge by 1, Shift by 10, Alt, Ctrl or Meta by 100; other keys do nothing', () => {
  expect(nudgeFor(key('ArrowLeft'))).toEqual({ x: -1, y: 0 });
  expect(nudgeFor(key('ArrowDown', { shiftKey: true }))).toEqual({ x: 0, y: 10 });
  expect(nudgeFor(key('ArrowUp', { altKey: true }))).toEqual({ x: 0, y: -100 });
  expect(nudgeFor(key('ArrowRight', { ctrlKey: true }))).toEqual({ x: 100, y: 0 });
  expect(nudgeFor(key('ArrowRight', { metaKey: true, shiftKey: true }))).toEqual({ x: 100, y: 0 });
  expect(nudgeFor(key('Enter'))).toBeNull();
});

test('the crop never leaves the image', () => {
  // Media 400×300 shown, crop 300×300, zoom 1: x may move ±50, y not at all.
  expect(clampCrop({ x: 120, y: 40 }, { width: 400, height: 300 }, { width: 300, height: 300 }, 1)).toEqual({ x: 50, y: 0 });
  expect(clampCrop({ x: -120, y: -40 }, { width: 400, height: 300 }, { width: 300, height: 300 }, 2)).toEqual({ x: -120, y: -40 });
});

test('the 100×100 preview scales the cropped area to fill it', () => {
  expect(previewPlacement({ x: 50, y: 20, width: 200, height: 200 }, { width: 400, height: 300 })).toEqual({ width: 200, height: 150, left: -25, top: -10 });
});

test('a crop in percent becomes the image pixels the export draws', () => {
  expect(percentToPixels({ x: 10, y: 20, width: 80, height: 50 }, { width: 500, height: 400 })).toEqual({ x: 50, y: 80, width: 400, height: 200 });
});
