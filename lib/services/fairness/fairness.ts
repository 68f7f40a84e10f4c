import 'server-only';
import type { Db } from '@/db/client';
import { runWithRequestDeadline } from '@/db/deadline';
import { countStoredBefore, fillMissingSeal, findSealedPuzzlesBefore, findSealedPuzzlesBetween, type SealedPuzzleRow } from '@/db/queries/daily-puzzles';
import { commitmentTiming, type CommitmentTiming } from '@/lib/fairness/commitment-timing';
import type { GameConfig } from '@/lib/games/game-config';
import { badRequest } from '@/lib/http/errors';
import { fairnessPageNotFound } from '@/lib/messages/fairness';
import { addDays, chicagoDate, isValidDateString } from '@/lib/time';
import { requireDailySecret } from '../daily/secret';
import { COMMITMENT_DAYS_AHEAD, PUBLISH_DAYS_AHEAD, publishAheadWithinBudget } from './publish';
import { sealPuzzle } from './salt';

/** Revealed days per page of the fairness call, newest first. */
export const REVEALS_PAGE_SIZE = 30;

/** A published commitment: the day's puzzle is fixed, its item and salt are not served. */
export interface Commitment {
  date: string;
  number: number;
  commitment: string;
}

/** A day that is over in Chicago: its item and salt, to check against its commitment, and when that was published. */
export interface Reveal extends Commitment {
  item: string;
  salt: string;
  committed: CommitmentTiming;
}

type Sealed = SealedPuzzleRow & { salt: string; commitment: string };

/**
 * The stored salt and commitment of each row. A row stored before issue 30 has none: they are made now from
 * the current secret and stored (only where still null), and from then on never change. Never recomputed for a
 * row that has them: what was published is what is served, whatever the secret is now.
 */
async function withSeals(db: Db, rows: SealedPuzzleRow[]): Promise<Sealed[]> {
  const sealed: Sealed[] = [];
  for (const row of rows) {
    if (row.salt && row.commitment) {
      sealed.push({ ...row, salt: row.salt, commitment: row.commitment });
      continue;
    }
    const seal = await fillMissingSeal(db, row.game, row.date, await sealPuzzle(row, requireDailySecret()));
    if (seal) sealed.push({ ...row, ...seal });
  }
  return sealed;
}

/** Whether every day from today to today + COMMITMENT_DAYS_AHEAD is among the stored upcoming rows. */
const promiseKept = (upcoming: SealedPuzzleRow[], today: string) =>
  upcoming.filter((row) => row.date <= addDays(today, COMMITMENT_DAYS_AHEAD)).length >= COMMITMENT_DAYS_AHEAD + 1;

const upcomingRows = (db: Db, game: GameConfig, today: string) => findSealedPuzzlesBetween(db, game.id, today, addDays(today, PUBLISH_DAYS_AHEAD));

/** The commitments of the upcoming `rows` (ascending) and a page of revealed days (newest first), sealed where needed. */
async function sealAndRead(db: Db, game: GameConfig, page: number, today: string, rows: SealedPuzzleRow[]) {
  const upcoming = await withSeals(db, rows);
  const commitments: Commitment[] = upcoming.map(({ date, puzzleNumber, commitment }) => ({ date, number: puzzleNumber, commitment }));
  const past = await withSeals(db, await findSealedPuzzlesBefore(db, game.id, today, REVEALS_PAGE_SIZE, (page - 1) * REVEALS_PAGE_SIZE));
  const reveals: Reveal[] = past.map(({ date, puzzleNumber, itemName, salt, commitment, createdAt }) => ({
    date,
    number: puzzleNumber,
    item: itemName,
    salt,
    commitment,
    committed: commitmentTiming(date, createdAt),
  }));
  return { commitments, reveals };
}

/**
 * The upcoming rows, read once, tell whether the promise is kept. When any of today + 0..30 is missing, the
 * puzzles up to today + PUBLISH_DAYS_AHEAD are stored first (a batch with its own database budget), and the reads
 * after it get a request's budget of their own (the batch may have spent the call's).
 */
async function readPublished(db: Db, game: GameConfig, page: number, today: string) {
  const rows = await upcomingRows(db, game, today);
  if (promiseKept(rows, today)) return sealAndRead(db, game, page, today, rows);
  await publishAheadWithinBudget(db, game, today);
  return runWithRequestDeadline(async () => sealAndRead(db, game, page, today, await upcomingRows(db, game, today)));
}

/**
 * GET /api/fairness/{game}?page=N (issue 30 item 5): the commitments of today and the next 30-odd days, and one
 * page of the revealed days (stored days before today in America/Chicago, newest first) with their items and
 * salts. Today's and later items and salts are never read into the answer. A page past the last is a 400.
 */
export async function getFairness(db: Db, game: GameConfig, page: number, today = chicagoDate()) {
  requireDailySecret();
  // The page is checked first: a refused call stores nothing.
  const pageCount = Math.max(1, Math.ceil((await countStoredBefore(db, game.id, today)) / REVEALS_PAGE_SIZE));
  if (page > pageCount) throw badRequest(fairnessPageNotFound(page, pageCount), 'invalid_input');
  const { commitments, reveals } = await readPublished(db, game, page, today);
  return { game: game.id, today, commitments, reveals, page, pageCount };
}

export type FairnessAnswer = Awaited<ReturnType<typeof getFairness>>;

/** The page of the fairness call that reveals `date` (the /fairness page's ?date=), or null when no page does. */
export async function revealPageOf(db: Db, game: GameConfig, date: string, today = chicagoDate()): Promise<number | null> {
  if (!isValidDateString(date) || date >= today) return null;
  const newer = await countStoredBefore(db, game.id, today, date);
  const rows = await findSealedPuzzlesBefore(db, game.id, today, 1, newer);
  return rows[0]?.date === date ? Math.floor(newer / REVEALS_PAGE_SIZE) + 1 : null;
}
