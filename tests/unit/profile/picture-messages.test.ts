import { removeFailure, uploadFailure } from '@/components/profile/picture-messages';
import { ApiRequestError } from '@/lib/client/api';

const answered = (serverMessage?: string) => new ApiRequestError('HTTP 415: Unsupported Media Type', 415, '/api/profile-picture/upload', serverMessage);

test("an upload the server refused shows 'Upload failed: {server error or Upload failed}'", () => {
  expect(uploadFailure(answered('Please select a JPG, PNG, or WebP image file.'))).toBe('Upload failed: Please select a JPG, PNG, or WebP image file.');
  expect(uploadFailure(answered())).toBe('Upload failed: Upload failed');
});

test('an upload that never got an answer (timeout, network) shows the fallback', () => {
  expect(uploadFailure(new ApiRequestError('Request timeout', 0, '/api/profile-picture/upload'))).toBe('Failed to upload profile picture. Please try again.');
  expect(uploadFailure(new TypeError('Failed to fetch'))).toBe('Failed to upload profile picture. Please try again.');
});

test("a refused delete shows 'Failed to remove profile picture: {error or Delete failed}', else the fallback", () => {
  expect(removeFailure(answered('The database is unavailable right now.'))).toBe('Failed to remove profile picture: The database is unavailable right now.');
  expect(removeFailure(answered())).toBe('Failed to remove profile picture: Delete failed');
  expect(removeFailure(new TypeError('Failed to fetch'))).toBe('Failed to remove profile picture. Please try again.');
});
