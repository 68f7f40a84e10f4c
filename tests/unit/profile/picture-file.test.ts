import { pictureFileProblem, PICTURE_MAX_BYTES } from '@/lib/validation/picture';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

test('JPG, JPEG, PNG and WebP up to 10485760 bytes pass', () => {
  for (const ok of [file('a.jpg', 'image/jpeg'), file('b.JPEG', ''), file('c.png', 'image/png'), file('d.webp', 'image/webp'), file('e', 'image/webp', PICTURE_MAX_BYTES)]) {
    expect(pictureFileProblem(ok)).toBeNull();
  }
});

test('another type, or one byte more, gets the alert of accounts-side §5, word for word', () => {
  expect(pictureFileProblem(file('a.gif', 'image/gif'))).toBe('Please select a JPG, PNG, or WebP image file.');
  expect(pictureFileProblem(file('a.svg', 'image/svg+xml'))).toBe('Please select a JPG, PNG, or WebP image file.');
  expect(pictureFileProblem(file('a.jpg', 'image/jpeg', PICTURE_MAX_BYTES + 1))).toBe('File too large. Please select an image smaller than 10MB.');
});
