import { addDays } from '@/lib/time';

/** A demo player's record in one game: the current streak, the best, how many dailies won, how many endless rounds won. */
export interface DemoRecord {
  current: number;
  best: number;
  dailyWins: number;
  endlessWins: number;
}

/**
 * The days a demo record was won on, latest first, so that recounting them gives the record back (db:check):
 * the current streak ends yesterday (alive, and today's puzzle is left to play); when the best is longer, an
 * older run of that length follows after one missed day; the remaining wins are single days, each with a
 * missed day either side.
 */
export function demoWinDays(record: DemoRecord, today: string): string[] {
  const olderRun = record.best > record.current ? record.best : 0;
  const singles = record.dailyWins - record.current - olderRun;
  if (record.best < record.current || singles < 0) throw new Error(`A demo record cannot be won: ${JSON.stringify(record)}`);
  const days: string[] = [];
  let offset = -1;
  const run = (length: number) => {
    for (let i = 0; i < length; i++) days.push(addDays(today, offset--));
    offset--; // the missed day that ends the run before it
  };
  run(record.current);
  run(olderRun);
  for (let i = 0; i < singles; i++) run(1);
  return days;
}
