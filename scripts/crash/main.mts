/**
 * `npm run test:crash`: signed-in players win concurrently while the server is killed with SIGKILL several
 * times (issue 24 item 6). Needs a production build (`npm run build`) and the PostgreSQL server of
 * DATABASE_URL (else postgres://postgres@127.0.0.1:5432), on which it makes its own database and drops it.
 * It runs as `node --import tsx` (not the tsx CLI, which may SIGKILL its child on Ctrl-C), so that a
 * signal reaches this process and its clean-up (server, browser, database) runs.
 *
 * 20 players (accounts and sessions written straight into the database, cookies minted as Auth.js does)
 * each win the five daily puzzles after a wrong guess or two, and play endless rounds until the kills are
 * over, behaving as the browser's outbox: a guess not answered `saved: true` is resent with its key and
 * receipt. Meanwhile the `next start` process is killed at random moments with requests in flight and
 * started again on the same port; once, two Chromium tabs hold a win the server judged but could not store
 * (their outbox), and must land after the restart. Then: every `saved: true` is stored, wins sent equal wins
 * stored, no `saved: false` came from a request that stored its guess, and `npm run db:check` is clean.
 * Exit 1 on any violation. The server's log and what was sent and answered: .data/crash-test/ (server.log,
 * ledger.json).
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { GameId } from '../../lib/games/types.ts';
import { browserJourney, launchBrowser, type BrowserFigures } from './browser.mts';
import { createPlayers, Ledger, playDailies, playEndless, requireSignedIn, type Control } from './players.mts';
import { prepareRun, setTodaysAnswers } from './prepare.mts';
import { sleep, type Site } from './site.mts';
import { runDbCheck, verifyStored } from './verify.mts';

const PLAYERS = 20;
const RANDOM_KILLS = 5;
const MIN_ENDLESS_ROUNDS = 3;
/** Every guess must be saved within this long after the load starts. */
const LOAD_DEADLINE_MS = 240_000;

const began = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[crash ${seconds(performance.now() - began)}] ${line}`);

/** One at a time: a kill and restart, or the browser journey's window. */
function mutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T,>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => {});
    return run;
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('[crash] clean-up step failed:', error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (cleaning) return; // tsx passes the terminal's signal on too: once is enough
    console.error(`[crash] ${signal}: stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    console.error(`[crash] ${event}:`, error instanceof Error ? (error.stack ?? error.message) : error);
    void cleanUp().then(() => process.exit(1));
  });
}

async function randomKills(site: Site, exclusive: ReturnType<typeof mutex>, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await sleep(2000 + Math.random() * 3000);
    await exclusive(async () => {
      await site.busy();
      const kill = await site.killAndRestart();
      log(`kill ${site.kills.length}: SIGKILL with ${kill.inFlight} requests in flight, healthy again after ${seconds(kill.restartMs)}`);
    });
  }
}

async function main(): Promise<number> {
  const prepared = await prepareRun('crash', began);
  if (!prepared) return 1;
  const { name, urls, site } = prepared;
  cleanups.push(prepared.dropDatabase);
  log(`database ${name}`);

  cleanups.push(() => site.stop());
  await site.start();
  log(`next start on ${site.base} (log: ${site.log})`);

  const players = await createPlayers(urls.crash, PLAYERS, 'Crash');
  const tabPlayers = await createPlayers(urls.crash, 2, 'Tab');
  for (const player of [...players, ...tabPlayers]) await requireSignedIn(site, player);
  log(`${players.length + tabPlayers.length} players signed in with minted cookies (GET /auth/me 200)`);

  const { date, answers } = await setTodaysAnswers(site);

  const browser: Browser = await launchBrowser();
  cleanups.push(() => Promise.race([browser.close(), sleep(5000)]));
  const children: ChildProcess[] = [];
  cleanups.push(() => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

  const ledger = new Ledger();
  const exclusive = mutex();
  let killsOver = false;
  const control: Control = { keepPlaying: () => !killsOver, deadline: Date.now() + LOAD_DEADLINE_MS };
  const loadStart = performance.now();
  log(`load: ${PLAYERS} players, 5 daily puzzles each and endless rounds until the kills are over`);
  const play = Promise.all(
    players.flatMap((player) => [
      playDailies(site, ledger, control, player, answers, date, Math.random() * 20_000),
      playEndless(site, ledger, control, player, MIN_ENDLESS_ROUNDS),
    ]),
  );
  const tabs = [
    { player: tabPlayers[0], game: 'bible-books' as GameId, reload: false },
    { player: tabPlayers[1], game: 'pokemon' as GameId, reload: true },
  ];
  const journey = sleep(4_000).then(() => {
    log('browser: two tabs win while recordings fail (POST /api/test/faults), then SIGKILL');
    return browserJourney(browser, site, urls.crash, tabs, answers, date, exclusive).then((figures) => {
      log(`kill ${site.kills.indexOf(figures.kill) + 1} (browser): SIGKILL with ${figures.kill.inFlight} requests in flight; both tabs' wins landed`);
      return figures;
    }, async (error: unknown) => {
      await site.call('/api/test/faults', { json: { failRecordings: 0 } }); // the load's recordings work again
      throw error;
    });
  });
  const kills = randomKills(site, exclusive, RANDOM_KILLS);
  let browserFigures: BrowserFigures | null = null;
  let browserError: unknown = null;
  await Promise.all([kills, journey.then((figures) => (browserFigures = figures), (error: unknown) => (browserError = error))]);
  killsOver = true;
  await play;
  const loadMs = performance.now() - loadStart;
  site.stop();
  log(`load over after ${seconds(loadMs)}; server stopped`);

  // Everything sent and answered, for a look after a failure (no cookies in it).
  const kept = ledger.guesses.map(({ player, ...guess }) => ({ player: player.username, ...guess }));
  writeFileSync(path.join(path.dirname(site.log), 'ledger.json'), JSON.stringify({ kills: site.kills, guesses: kept }, null, 1));
  const verdict = await verifyStored(urls.crash, ledger.guesses, { players: tabPlayers, dailyWins: browserFigures ? tabs.length : 0 }, site.kills);
  const check = await runDbCheck(urls.crash, (child) => children.push(child));
  return report({ site, ledger, verdict, check, browserFigures, browserError, loadMs });
}

function report(run: {
  site: Site;
  ledger: Ledger;
  verdict: Awaited<ReturnType<typeof verifyStored>>;
  check: { code: number; output: string };
  browserFigures: BrowserFigures | null;
  browserError: unknown;
  loadMs: number;
}): number {
  const { site, ledger, verdict, check, browserFigures } = run;
  const answers = ledger.guesses.flatMap((guess) => guess.sends).filter((send) => send.saved !== undefined);
  const sends = ledger.guesses.reduce((sum, guess) => sum + guess.sends.length, 0);
  const problems = [...ledger.problems, ...verdict.problems];
  if (run.browserError) problems.push(`browser: ${run.browserError instanceof Error ? run.browserError.message : String(run.browserError)}`);
  if (check.code !== 0) problems.push(`npm run db:check exited ${check.code}`);
  if (site.kills.length < 5) problems.push(`only ${site.kills.length} kills`);
  const fiveHundreds = [...ledger.statuses].filter(([status]) => status === '500');
  if (fiveHundreds.length > 0) problems.push(`${fiveHundreds[0][1]} answers were 500 (see ${site.log})`);

  console.log('\n== Crash test figures');
  console.log(`kills (SIGKILL): ${site.kills.length}; server starts: ${site.starts}; load ran ${seconds(run.loadMs)}`);
  site.kills.forEach((kill, i) => console.log(`  kill ${i + 1} at ${seconds(kill.at)}: ${kill.inFlight} requests in flight, ${kill.cut} cut off; healthy again after ${seconds(kill.restartMs)}`));
  console.log(`wins sent vs stored: daily ${verdict.dailySent} / ${verdict.dailyStored}; endless ${verdict.endlessSent} / ${verdict.endlessStored}`);
  console.log(`guesses: ${ledger.guesses.length} keys, ${sends} sends (${sends - ledger.guesses.length} resends); guess_records ${verdict.recordsStored} of ${verdict.recordsExpected} expected`);
  const count = (saved: boolean | null) => answers.filter((send) => send.saved === saved).length;
  console.log(`answers: saved: true ${count(true)}, saved: false ${count(false)}, saved: null ${count(null)}`);
  console.log(`answers by status: ${[...ledger.statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`);
  console.log(`answers saved: false from the request that did store the guess: ${verdict.falseNotSaved}`);
  console.log(`writes the kill cut off: ${verdict.committedButCut} had committed (the resend answered what was recorded), ${verdict.cutBeforeCommit} had not (a resend stored them)`);
  if (browserFigures) {
    const { kill, landings } = browserFigures as BrowserFigures;
    console.log(`browser: outbox wins held across kill at ${seconds(kill.at)} (${kill.inFlight} requests in flight); landed after the restart: ${landings.map((landing) => `${landing.tab.reload ? 'reloaded tab' : 'tab left open'} ${seconds(landing.landedMs)}`).join(', ')}`);
  }
  console.log(`db:check: exit ${check.code}`);
  console.log(check.output.trimEnd().replace(/^/gm, '  '));
  console.log(`run time: ${seconds(performance.now() - began)}`);
  if (problems.length === 0) {
    console.log('\nCRASH TEST PASSED: no lost or double-counted win, every saved: true stored, db:check clean.');
    return 0;
  }
  console.log(`\nCRASH TEST FAILED: ${problems.length} violations`);
  for (const problem of problems.slice(0, 50)) console.log(`  - ${problem}`);
  if (problems.length > 50) console.log(`  … and ${problems.length - 50} more`);
  return 1;
}

main()
  .catch((error: unknown) => {
    if (cleaning) return 130; // stopped by a signal: the server it was starting was killed
    console.error('[crash] the crash test could not run:', error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
