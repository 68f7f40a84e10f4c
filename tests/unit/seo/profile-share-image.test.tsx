/**
 * @jest-environment node
 */
/** A profile's share image looks the name up as Next hands it over, decoded once (issue 25 item 8). */
import ProfileShareImage from '@/app/profile/[username]/opengraph-image';
import { findPublicProfile } from '@/lib/services/profile/profile';

jest.mock('@/db/client', () => ({ getPageDb: jest.fn(async () => ({})) }));
jest.mock('@/lib/services/profile/profile', () => ({ findPublicProfile: jest.fn(async () => null) }));

const lookUp = jest.mocked(findPublicProfile);
beforeEach(() => lookUp.mockClear());

// Next decodes a path segment once: /profile/%25 gives '%', /profile/a%25b 'a%b', /profile/%2541 '%41'.
test.each(['%', 'a%b', '%41', 'Pat'])('the name %p is looked up as given, and an image is drawn', async (username) => {
  const image = await ProfileShareImage({ params: Promise.resolve({ username }) });
  expect(image).toBeInstanceOf(Response);
  expect(image.headers.get('content-type')).toBe('image/png');
  // The PNG is drawn while the body streams: read it all, so drawing ends inside the test (and is a real PNG).
  const bytes = new Uint8Array(await image.arrayBuffer());
  expect(Array.from(bytes.subarray(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
  expect(lookUp).toHaveBeenCalledWith(expect.anything(), username);
});
