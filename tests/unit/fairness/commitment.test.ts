/**
 * @jest-environment node
 */
/**
 * The provably fair answers (issue 30 item 5): the commitment's text and hash (shared by the server, the tests
 * and the browser's verifier) and the salt's derivation from DAILY_SECRET.
 */
import { createHash } from 'node:crypto';
import { commitmentText, computeCommitment, HEX_64, sha256Hex } from '@/lib/fairness/commitment';
import { PUZZLE_EPOCH } from '@/lib/games/daily';
import { drawDailyItemName } from '@/lib/games/items';
import { GAME_IDS } from '@/lib/games/types';
import { dailySalt, sealPuzzle } from '@/lib/services/fairness/salt';
import { addDays } from '@/lib/time';

const SECRET = 'a test secret';

test('the commitment hashes "{game}|{date}|{item}|{salt}" as UTF-8, to 64 lowercase hex characters (known vectors)', async () => {
  // The empty text and "abc" are the SHA-256 test vectors of FIPS 180-2.
  expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  const puzzle = { game: 'pokemon', date: '2026-11-25', item: "Farfetch'd", salt: '0'.repeat(64) };
  expect(commitmentText(puzzle)).toBe(`pokemon|2026-11-25|Farfetch'd|${'0'.repeat(64)}`);
  expect(await computeCommitment(puzzle)).toBe(createHash('sha256').update(commitmentText(puzzle), 'utf8').digest('hex'));
  // A name beyond ASCII is hashed as its UTF-8 bytes (as `printf '%s' … | sha256sum` does).
  const accented = { ...puzzle, item: 'Pokémon Café' };
  expect(await computeCommitment(accented)).toBe(createHash('sha256').update(Buffer.from(commitmentText(accented), 'utf8')).digest('hex'));
  expect(await computeCommitment(accented)).toMatch(HEX_64);
});

test('the commitment changes with each part: game, date, item (case included) and salt', async () => {
  const base = { game: 'pokemon', date: '2026-11-25', item: 'Mew', salt: 'a'.repeat(64) };
  const variants = [base, { ...base, game: 'aoe2-units' }, { ...base, date: '2026-11-26' }, { ...base, item: 'mew' }, { ...base, item: 'Mewtwo' }, { ...base, salt: 'b'.repeat(64) }];
  const commitments = await Promise.all(variants.map(computeCommitment));
  expect(new Set(commitments).size).toBe(variants.length);
});

test('the salt: 64 lowercase hex characters, the same for the same game, day and secret, different otherwise, and not the secret', () => {
  const salt = dailySalt('pokemon', '2026-11-25', SECRET);
  expect(salt).toMatch(HEX_64);
  expect(dailySalt('pokemon', '2026-11-25', SECRET)).toBe(salt);
  expect(dailySalt('pokemon', '2026-11-26', SECRET)).not.toBe(salt);
  expect(dailySalt('bible-books', '2026-11-25', SECRET)).not.toBe(salt);
  expect(dailySalt('pokemon', '2026-11-25', 'another secret')).not.toBe(salt);
  expect(salt).not.toContain(Buffer.from(SECRET).toString('hex'));
  expect(salt).not.toContain(SECRET);
  // Not the daily order's HMAC either (another label), nor a plain hash of the day.
  expect(salt).not.toBe(createHash('sha256').update('pokemon|2026-11-25').digest('hex'));
  expect(() => dailySalt('pokemon', '2026-11-25', '')).toThrow(RangeError);
});

test('every game: 366 days of salts are distinct, and each sealed day of a seeded range verifies by recomputation', async () => {
  const from = addDays(PUZZLE_EPOCH, 400);
  let verified = 0;
  for (const game of GAME_IDS) {
    const salts = new Set<string>();
    for (let day = 0; day < 366; day++) {
      const date = addDays(from, day);
      const itemName = drawDailyItemName(game, date, SECRET, []);
      const seal = await sealPuzzle({ game, date, itemName }, SECRET);
      salts.add(seal.salt);
      // What the browser does with a reveal: recompute from the item and salt, compare with the commitment.
      expect(await computeCommitment({ game, date, item: itemName, salt: seal.salt })).toBe(seal.commitment);
      verified++;
    }
    expect(salts.size).toBe(366);
  }
  expect(verified).toBe(5 * 366);
});

describe("the page's check of a reveal", () => {
  const game = 'pokemon';
  const date = '2026-11-25';
  const salt = dailySalt(game, date, SECRET);

  test('"Verified" for the stored item and salt; a mismatch (expected vs computed) for another item; malformed parts named', async () => {
    const { checkReveal } = await import('@/lib/fairness/verify');
    const { commitment } = await sealPuzzle({ game, date, itemName: 'Gloom' }, SECRET);
    expect(await checkReveal({ game, date, item: 'Gloom', salt }, commitment)).toEqual({ kind: 'verified', computed: commitment });
    const tampered = await checkReveal({ game, date, item: 'Oddish', salt }, commitment);
    expect(tampered).toEqual({ kind: 'mismatch', expected: commitment, computed: await computeCommitment({ game, date, item: 'Oddish', salt }) });
    expect(await checkReveal({ game, date: '2026-11-24', item: 'Gloom', salt }, commitment)).toMatchObject({ kind: 'mismatch' });
    expect(await checkReveal({ game, date, item: 'Gloom', salt: salt.toUpperCase() }, commitment)).toEqual({
      kind: 'malformed',
      message: 'This reveal is malformed: the salt is not 64 lowercase hex characters. It cannot be checked.',
    });
    expect(await checkReveal({ game, date, item: 'Gloom', salt }, commitment.slice(1))).toMatchObject({ kind: 'malformed', message: expect.stringContaining('the commitment') });
    expect(await checkReveal({ game, date, item: '', salt }, commitment)).toMatchObject({ kind: 'malformed', message: expect.stringContaining('the item is empty') });
  });
});
