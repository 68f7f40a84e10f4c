/** @jest-environment node */
/**
 * Issue 36 item 1: an attacker who knows every past answer, the public epoch, the item count and the
 * source (but not DAILY_SECRET) narrows today's answer as far as the public rules allow. Over two years
 * of days from puzzle #1, the fewest candidates on any day must stay at least N - K for every game.
 */
import { PUZZLE_EPOCH } from '@/lib/games/daily';
import { itemNames } from '@/lib/games/items';
import { GAME_IDS, type GameId } from '@/lib/games/types';
import { recentDaysFor, simulateDraws } from '../../helpers/daily-draw';

const SECRET = 'attacker-test-secret';
const TWO_YEARS = 730;

/** K per game: 30, or fewer so that at least half of the items stay possible (Subnautica's 51 items: 25). */
const EXPECTED = { 'aoe2-units': [211, 30], 'bible-books': [66, 30], pokemon: [151, 30], 'slay-the-spire': [340, 30], 'subnautica-creatures': [51, 25] } as const;

/**
 * The attacker's candidates for day `day`, from every earlier answer. Two public rules:
 * - no item comes back within `gap` days (the documented gap), and
 * - "each cycle of N days from the epoch uses every item once", trusted once it held over a whole
 *   cycle and for as long as no answer contradicts it: then the items already used in the cycle are out.
 */
function candidates(names: string[], past: string[], gap: number): Set<string> {
  const day = past.length;
  const count = names.length;
  const out = new Set(past.slice(Math.max(0, day - gap)));
  const cycleStart = day - (day % count);
  const cyclesHold = day >= count && cycleBoundariesHold(past, count);
  if (cyclesHold) for (const name of past.slice(cycleStart)) out.add(name);
  return new Set(names.filter((name) => !out.has(name)));
}

/** Whether every cycle of `count` days so far (the current one included) shows no item twice. */
function cycleBoundariesHold(past: string[], count: number): boolean {
  for (let start = 0; start < past.length; start += count) {
    const cycle = past.slice(start, start + count);
    if (new Set(cycle).size !== cycle.length) return false;
  }
  return true;
}

/** The fewest candidates on any day of the run, checking that the answer was always among them. */
function fewestCandidates(gameId: GameId, secret: string): { fewest: number; k: number; n: number } {
  const names = itemNames(gameId);
  const k = recentDaysFor(names.length);
  const answers = simulateDraws(gameId, PUZZLE_EPOCH, TWO_YEARS, secret);
  let fewest = Infinity;
  answers.forEach((answer, day) => {
    const possible = candidates(names, answers.slice(0, day), k);
    expect(possible.has(answer)).toBe(true);
    fewest = Math.min(fewest, possible.size);
  });
  return { fewest, k, n: names.length };
}

describe('an attacker who knows every past answer', () => {
  test.each(GAME_IDS)('%s: over two years the fewest candidates on any day stay at least N - K (K keeps half the set possible)', (gameId) => {
    const [n, k] = EXPECTED[gameId];
    expect(itemNames(gameId).length).toBe(n);
    expect(recentDaysFor(n)).toBe(k);
    expect(2 * k).toBeLessThan(n);
    for (const secret of [SECRET, 'a second secret']) {
      const result = fewestCandidates(gameId, secret);
      expect(result.fewest).toBeGreaterThanOrEqual(n - k);
    }
  });
});
