/**
 * The start shared by `npm run test:crash` (./main.mts) and `npm run test:flood` (./flood.mts): a production
 * build must exist; a database of its own is made on the PostgreSQL server and a site (not started yet) is
 * set on a free port to use it. The caller starts the site, and stops it and drops the database at the end.
 */
import { existsSync } from 'node:fs';
import { chicagoDate } from '../../lib/time.ts';
import type { GameId } from '../../lib/games/types.ts';
import { GAMES } from './players.mts';
import { itemNames, pick } from './solver.mts';
import { createDatabase, databaseUrls, dropDatabase, freePort, Site } from './site.mts';

export interface PreparedRun {
  name: string;
  urls: { admin: string; crash: string };
  site: Site;
  dropDatabase: () => Promise<void>;
}

/** Null (having said why) when there is no production build to run. */
export async function prepareRun(label: 'crash' | 'flood', began: number, env: Record<string, string> = {}): Promise<PreparedRun | null> {
  if (!existsSync('.next/BUILD_ID')) {
    console.error(`[${label}] no production build in .next: run \`npm run build\` first.`);
    return null;
  }
  const name = `guessdle_${label}_${Date.now()}`;
  const urls = databaseUrls(name);
  await createDatabase(urls.admin, name);
  const site = new Site(await freePort(), urls.crash, began, env);
  return { name, urls, site, dropDatabase: () => dropDatabase(urls.admin, name) };
}

/** Today's answer in every game, picked at random and set on the site (its test-only daily-puzzle call). */
export async function setTodaysAnswers(site: Site): Promise<{ date: string; answers: Record<GameId, string> }> {
  const date = chicagoDate();
  const answers = {} as Record<GameId, string>;
  for (const game of GAMES) {
    answers[game] = pick(itemNames(game));
    const set = await site.call('/api/test/daily-puzzle', { json: { game, item: answers[game], date } });
    if (set.status !== 200) throw new Error(`POST /api/test/daily-puzzle answered ${set.status} ${JSON.stringify(set.body)}`);
  }
  return { date, answers };
}
