/**
 * The provably fair daily answers (issue 30 item 5): GET /api/fairness/{game} publishes today's and the next
 * 30-odd days' commitments (storing those puzzles first), reveals only days over in Chicago, serves what was
 * stored (across a restart and a change of DAILY_SECRET), fills the seals of rows stored before issue 30, and
 * is safe when several processes publish at once.
 */
import { sql } from 'drizzle-orm';
import { GET as getDaily } from '@/app/api/daily/[game]/route';
import { POST as postGuess } from '@/app/api/daily/[game]/guess/route';
import { GET as getFairnessRoute } from '@/app/api/fairness/[game]/route';
import { readDailyPuzzleChanges } from '@/db/queries/daily-puzzle-changes';
import { computeCommitment, HEX_64 } from '@/lib/fairness/commitment';
import { puzzleNumber } from '@/lib/games/daily';
import { getGame, GAMES } from '@/lib/games/registry';
import { forgetDailyPuzzles, getDailyPuzzle } from '@/lib/services/daily/puzzle';
import { dailySecret } from '@/lib/services/daily/secret';
import { COMMITMENT_DAYS_AHEAD, forgetPublishing, publishAhead, publishingSettled, PUBLISH_DAYS_AHEAD } from '@/lib/services/fairness/publish';
import { dailySalt } from '@/lib/services/fairness/salt';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { rowsOf } from '@/db/queries/rows';
import { shortestGap } from '../helpers/daily-gaps';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await publishingSettled(); await database.destroy(); });

const env = process.env as Record<string, string | undefined>;
const savedSecret = env.DAILY_SECRET;
afterEach(() => {
  jest.useRealTimers();
  if (savedSecret === undefined) delete env.DAILY_SECRET;
  else env.DAILY_SECRET = savedSecret;
});

/** Moves the server's clock (Date only: timers and I/O run as usual). */
function clockAt(instant: string) {
  jest.useFakeTimers({ now: new Date(instant), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'hrtime', 'performance'] });
}

interface Answer {
  game: string;
  today: string;
  commitments: { date: string; number: number; commitment: string }[];
  reveals: { date: string; number: number; item: string; salt: string; commitment: string; committed?: string }[];
  page: number;
  pageCount: number;
  error?: string;
}

const fairness = (game: string, query = '') => callRoute<Answer>(getFairnessRoute, { params: { game }, path: `/api/fairness/${game}${query}` });

async function storedRows(game: string, from: string, to: string) {
  return rowsOf<{ date: string; item_name: string; salt: string | null; commitment: string | null }>(
    await database.db.execute(sql`select to_char(date, 'YYYY-MM-DD') as date, item_name, salt, commitment from daily_puzzles where game = ${game} and date between ${from} and ${to} order by date`),
  );
}

/** Stores (and seals) the game's puzzles of the `days` days before `today`, as days served over time would be. */
async function storePastDays(game: string, today: string, days: number) {
  for (let back = days; back >= 1; back--) await getDailyPuzzle(database.db, getGame(game)!, addDays(today, -back));
}

let daysVerified = 0;
async function expectRevealsVerify(answer: Answer) {
  for (const reveal of answer.reveals) {
    expect(reveal.salt).toMatch(HEX_64);
    expect(await computeCommitment({ game: answer.game, date: reveal.date, item: reveal.item, salt: reveal.salt })).toBe(reveal.commitment);
    daysVerified++;
  }
}
afterAll(() => console.log(`fairness: ${daysVerified} revealed days recomputed and verified`));

describe('bad input', () => {
  test('an unknown game is a 404; a malformed page, an unknown parameter and a page past the last a 400 with a clear message', async () => {
    expect((await fairness('chess')).status).toBe(404);
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=', '?date=2026-01-01']) {
      const answer = await fairness('pokemon', query);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.json.error).toMatch(/^Invalid query: /);
    }
    const first = await fairness('pokemon');
    const past = await fairness('pokemon', `?page=${first.json.pageCount + 1}`);
    expect(past.status).toBe(400);
    expect(past.json.error).toBe(`There is no page ${first.json.pageCount + 1} of the revealed days: there ${first.json.pageCount === 1 ? 'is 1 page' : `are ${first.json.pageCount} pages`}.`);
  });
});

describe('the answer', () => {
  test.each(GAMES.map((game) => [game.id]))('%s: commitments for today and the next 35 days, reveals of past days only, newest first, 30 a page, each verifying', async (game) => {
    const today = chicagoDate();
    await storePastDays(game, today, 40);
    const answer = await fairness(game);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ game, today, page: 1, pageCount: 2 });
    const dates = answer.json.commitments.map((entry) => entry.date);
    expect(dates).toEqual(Array.from({ length: PUBLISH_DAYS_AHEAD + 1 }, (_, ahead) => addDays(today, ahead)));
    expect(dates.length).toBeGreaterThanOrEqual(COMMITMENT_DAYS_AHEAD + 1);
    for (const entry of answer.json.commitments) {
      expect(Object.keys(entry).sort()).toEqual(['commitment', 'date', 'number']);
      expect(entry.number).toBe(puzzleNumber(entry.date));
      expect(entry.commitment).toMatch(HEX_64);
    }
    // What is published is what is stored, and neither the items nor the salts of today or later are in the answer.
    const stored = await storedRows(game, today, addDays(today, PUBLISH_DAYS_AHEAD));
    expect(stored.map((row) => row.commitment)).toEqual(answer.json.commitments.map((entry) => entry.commitment));
    const published = JSON.stringify(answer.json.commitments);
    for (const row of stored) {
      expect(answer.text).not.toContain(row.salt);
      expect(published).not.toContain(JSON.stringify(row.item_name));
    }
    // An item of today or later is in the answer only as a past day's reveal (an item comes back after 30 days).
    expect(answer.json.reveals.every((reveal) => reveal.date < today)).toBe(true);
    expect(answer.json.reveals.map((reveal) => reveal.date)).toEqual(Array.from({ length: 30 }, (_, back) => addDays(today, -1 - back)));
    await expectRevealsVerify(answer.json);
    const second = await fairness(game, '?page=2');
    expect(second.json.reveals.map((reveal) => reveal.date)).toEqual(Array.from({ length: 10 }, (_, back) => addDays(today, -31 - back)));
    await expectRevealsVerify(second.json);
    // The public answer may be cached, never past the next Chicago midnight.
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
  });

  test('around Chicago midnight: the day is revealed only once it is over (and the answer is not cached past midnight)', async () => {
    // 2026-12-10 begins at 06:00Z in Chicago (CST).
    clockAt('2026-12-10T05:59:30Z');
    const before = await fairness('bible-books');
    expect(before.json.today).toBe('2026-12-09');
    expect(before.json.reveals.some((reveal) => reveal.date >= '2026-12-09')).toBe(false);
    expect(before.json.commitments[0].date).toBe('2026-12-09');
    expect(before.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');
    const stored = (await storedRows('bible-books', '2026-12-09', '2026-12-09'))[0];
    expect(before.text).not.toContain(stored.salt);

    clockAt('2026-12-10T06:00:00Z');
    const after = await fairness('bible-books');
    expect(after.json.today).toBe('2026-12-10');
    expect(after.json.reveals[0]).toMatchObject({ date: '2026-12-09', item: stored.item_name, salt: stored.salt, commitment: stored.commitment });
    // The commitment published the day before is the one revealed.
    expect(before.json.commitments[0].commitment).toBe(after.json.reveals[0].commitment);
    await expectRevealsVerify(after.json);
  });
});

describe('published commitments never change', () => {
  test('across a restart (this process forgets everything) and a change of DAILY_SECRET, the stored values are served', async () => {
    clockAt('2027-06-01T17:00:00Z');
    env.DAILY_SECRET = 'the first secret';
    const first = await fairness('subnautica-creatures');
    expect(first.status).toBe(200);

    forgetDailyPuzzles();
    forgetPublishing();
    env.DAILY_SECRET = 'the second secret';
    expect(dailySecret()).toBe('the second secret');
    const again = await fairness('subnautica-creatures');
    expect(again.json.commitments).toEqual(first.json.commitments);

    // Days later, the days committed under the first secret are revealed with their first-secret salts, and verify.
    clockAt('2027-06-11T17:00:00Z');
    const later = await fairness('subnautica-creatures');
    const revealed = later.json.reveals.filter((reveal) => reveal.date >= '2027-06-01');
    expect(revealed.map((reveal) => reveal.date)).toEqual(Array.from({ length: 10 }, (_, back) => addDays('2027-06-10', -back)));
    for (const reveal of revealed) {
      expect(reveal.salt).toBe(dailySalt('subnautica-creatures', reveal.date, 'the first secret'));
      expect(reveal.commitment).toBe(first.json.commitments.find((entry) => entry.date === reveal.date)!.commitment);
    }
    await expectRevealsVerify(later.json);
    // The days added now (to keep 30 ahead) are sealed with the new secret.
    const added = await storedRows('subnautica-creatures', addDays('2027-06-01', PUBLISH_DAYS_AHEAD + 1), addDays('2027-06-11', PUBLISH_DAYS_AHEAD));
    expect(added.length).toBeGreaterThan(0);
    for (const row of added) expect(row.salt).toBe(dailySalt('subnautica-creatures', row.date, 'the second secret'));
  });

  test('a row stored before issue 30 gets its salt and commitment when first needed, without counting as a correction', async () => {
    clockAt('2027-09-01T17:00:00Z');
    const old = '2027-08-20';
    await database.db.execute(sql`insert into daily_puzzles (game, date, item_name, puzzle_number) values ('aoe2-units', ${old}, 'Archer', ${puzzleNumber(old)})`);
    const changes = await readDailyPuzzleChanges(database.db);
    const answer = await fairness('aoe2-units');
    const reveal = answer.json.reveals.find((entry) => entry.date === old)!;
    expect(reveal).toMatchObject({ item: 'Archer', salt: dailySalt('aoe2-units', old, dailySecret()!) });
    await expectRevealsVerify(answer.json);
    expect((await storedRows('aoe2-units', old, old))[0]).toMatchObject({ salt: reveal.salt, commitment: reveal.commitment });
    // Filling them in is no correction: no process drops its remembered puzzles.
    expect(await readDailyPuzzleChanges(database.db)).toBe(changes);
    // Once filled, they stay, whatever the secret becomes.
    env.DAILY_SECRET = 'yet another secret';
    expect((await fairness('aoe2-units')).json.reveals.find((entry) => entry.date === old)).toEqual(reveal);
  });
});

describe('when each commitment was published (issue 36 item 10)', () => {
  test('a day stored before it began says "before the day"; one stored at or after its Chicago midnight, or sealed only when listed, "when first served"', async () => {
    clockAt('2031-10-10T17:00:00Z');
    const game = 'pokemon';
    const sealed = async (date: string, item: string, storedAt: string) => {
      const salt = dailySalt(game, date, dailySecret()!);
      const commitment = await computeCommitment({ game, date, item, salt });
      await database.db.execute(
        sql`insert into daily_puzzles (game, date, item_name, puzzle_number, salt, commitment, created_at) values (${game}, ${date}, ${item}, ${puzzleNumber(date)}, ${salt}, ${commitment}, ${storedAt})`,
      );
    };
    // 2031-10-07 to 09 begin at 05:00Z (daylight saving time in Chicago).
    await sealed('2031-10-09', 'Pikachu', '2031-10-09T04:59:59Z');
    await sealed('2031-10-08', 'Bulbasaur', '2031-10-08T05:00:00Z');
    // Stored weeks ahead, but without a seal (before issue 30): its commitment is made only now.
    await database.db.execute(sql`insert into daily_puzzles (game, date, item_name, puzzle_number, created_at) values (${game}, '2031-10-07', 'Eevee', ${puzzleNumber('2031-10-07')}, '2031-09-01T00:00:00Z')`);
    const answer = await fairness(game);
    const timing = Object.fromEntries(answer.json.reveals.map((reveal) => [reveal.date, reveal.committed]));
    expect(timing).toMatchObject({ '2031-10-09': 'before-the-day', '2031-10-08': 'when-first-served', '2031-10-07': 'when-first-served' });
    await expectRevealsVerify(answer.json);
  });
});

describe('publishing ahead', () => {
  test('several processes publishing at once store one row per day, with no item twice within 30 days', async () => {
    const today = '2029-03-01';
    const game = getGame('slay-the-spire')!;
    await Promise.all([publishAhead(database.db, game, today), publishAhead(database.db, game, today), publishAhead(database.db, game, today)]);
    const rows = await storedRows(game.id, addDays(today, -5), addDays(today, 60));
    expect(rows.map((row) => row.date)).toEqual(Array.from({ length: PUBLISH_DAYS_AHEAD + 1 }, (_, ahead) => addDays(today, ahead)));
    expect(shortestGap(rows.map((row) => row.item_name))).toBeGreaterThan(30);
    for (const row of rows) expect(await computeCommitment({ game: game.id, date: row.date, item: row.item_name, salt: row.salt! })).toBe(row.commitment);
  });

  test('the first publication of 31+ days for all five games, and the fairness call once published (figures)', async () => {
    const today = '2030-01-15';
    const started = performance.now();
    for (const game of GAMES) await publishAhead(database.db, game, today);
    const firstTime = performance.now() - started;
    clockAt(`${today}T18:00:00Z`);
    const timings: number[] = [];
    for (let i = 0; i < 20; i++) {
      const callStarted = performance.now();
      expect((await fairness(GAMES[i % GAMES.length].id)).status).toBe(200);
      timings.push(performance.now() - callStarted);
    }
    timings.sort((a, b) => a - b);
    console.log(`fairness: first publication of ${PUBLISH_DAYS_AHEAD + 1} days x 5 games ${firstTime.toFixed(0)} ms; the call once published: median ${timings[10].toFixed(1)} ms, slowest ${timings[19].toFixed(1)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  });

  test("today's info call publishes ahead once a day in the background; a guess never does", async () => {
    clockAt('2031-05-01T17:00:00Z');
    forgetPublishing();
    expect((await callRoute(getDaily, { params: { game: 'pokemon' } })).status).toBe(200);
    await publishingSettled();
    expect((await storedRows('pokemon', '2031-05-31', '2031-05-31')).length).toBe(1);
    expect((await storedRows('pokemon', '2031-05-01', '2031-06-30')).length).toBe(PUBLISH_DAYS_AHEAD + 1);

    clockAt('2032-05-01T17:00:00Z');
    forgetPublishing();
    const guessed = await callRoute(postGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: 'Pikachu' } });
    expect(guessed.status).toBe(200);
    await publishingSettled();
    expect((await storedRows('pokemon', '2032-05-02', '2032-06-30')).length).toBe(0);
  });
});
