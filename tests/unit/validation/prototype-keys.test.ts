/** A value typed by a visitor is looked up among a map's own keys only (issue 25 item 9). */
import { nudgeFor } from '@/components/profile/crop-geometry';
import { signInErrorMessage } from '@/lib/auth/sign-in-errors';
import { feedbackListQuery, feedbackUpdateBody } from '@/lib/validation/admin-feedback';

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

test.each(PROTOTYPE_KEYS)('the feedback status %p is refused with the list of statuses', (status) => {
  for (const result of [feedbackUpdateBody.safeParse({ status }), feedbackListQuery.safeParse({ status })]) {
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/^Status must be one of: new, open, in_progress, in-progress, resolved, closed\.$/);
  }
});

test('both spellings of a status still pass', () => {
  expect(feedbackUpdateBody.parse({ status: 'in-progress' })).toEqual({ status: 'in_progress' });
  expect(feedbackListQuery.parse({ status: 'open' })).toMatchObject({ status: 'new' });
});

test.each(PROTOTYPE_KEYS)('the sign-in return page explains ?error=%s as an unknown error', (code) => {
  expect(signInErrorMessage(code)).toBe('something went wrong while signing in');
});

test.each(PROTOTYPE_KEYS)('the key %p does not move the crop', (key) => {
  expect(nudgeFor({ key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false })).toBeNull();
});
