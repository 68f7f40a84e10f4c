import fc from 'fast-check';
import { BIO_MAX_LENGTH, bioLength, isBioWithinLimit, normalizeBio } from '@/lib/validation/bio';
import { bioBody } from '@/lib/validation/profile';

describe('the bio rule: 300, a line break counts as 50 (one function for the form and the server)', () => {
  test.each([
    ['', 0],
    ['hello', 5],
    ['a\nb', 52],
    ['a\r\nb', 52],
    ['a\rb', 52],
    ['🐱🐱', 2],
    ['\n'.repeat(6), 300],
  ])('%j is %i long', (text, length) => {
    expect(bioLength(text)).toBe(length);
  });

  test('the limit is inclusive', () => {
    expect(isBioWithinLimit('a'.repeat(300))).toBe(true);
    expect(isBioWithinLimit('a'.repeat(301))).toBe(false);
    expect(isBioWithinLimit(`${'a'.repeat(250)}\n`)).toBe(true);
    expect(isBioWithinLimit(`${'a'.repeat(251)}\n`)).toBe(false);
  });

  test('any text the server accepts is within the limit the form shows, line breaks normalised', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '🐱', '\n', '\r', ' ') , maxLength: 400 }), (text) => {
        const parsed = bioBody.safeParse({ bio: text });
        if (parsed.success) {
          expect(bioLength(parsed.data.bio)).toBeLessThanOrEqual(BIO_MAX_LENGTH);
          expect(parsed.data.bio).not.toContain('\r');
        } else {
          expect(isBioWithinLimit(normalizeBio(text).trim())).toBe(false);
        }
      }),
    );
  });
});
