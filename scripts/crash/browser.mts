/**
 * The browser's part of the crash test: two signed-in players in Chromium win a daily puzzle that the
 * server judges but cannot store (POST /api/test/faults), so the win waits in the page's outbox
 * (localStorage `guessdle-outbox:*`) and the page says "Not saved yet — we'll keep trying". The server is
 * then killed with SIGKILL (its fault count dies with it) and started again; one page is left to resend on
 * its own backoff, the other is reloaded; both must come to "Saved" with the win in the database.
 */
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import postgres from 'postgres';
import type { GameId } from '../../lib/games/types.ts';
import type { Player } from './players.mts';
import type { KillRecord, Site } from './site.mts';

/** Debian's Chromium, with the arguments of playwright.config.ts. */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const NOT_SAVED_YET = "Not saved yet — we'll keep trying";
const LANDING_TIMEOUT_MS = 90_000;

export function launchBrowser(): Promise<Browser> {
  // The test's own clean-up handles the signals (Playwright's would exit before the database is dropped).
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
}

const outboxEntries = () => Object.keys(localStorage).filter((key) => key.startsWith('guessdle-outbox:')).length;

export interface Tab {
  player: Player;
  game: GameId;
  /** Reloaded after the restart (else left to resend on its own). */
  reload: boolean;
}

export interface TabLanding {
  tab: Tab;
  /** From the server answering health again to the page showing "Saved". */
  landedMs: number;
}

export interface BrowserFigures {
  kill: KillRecord;
  landings: TabLanding[];
}

async function openTab(browser: Browser, site: Site, tab: Tab): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.base });
  await context.addCookies([
    { name: 'authjs.session-token', value: tab.player.token, url: site.base, httpOnly: true, sameSite: 'Lax' },
    { name: 'guessdle_signed_in', value: '1', url: site.base, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  await page.goto(`/solve/${tab.game}`).catch(() => {}); // a kill may cut it: ready() loads it again
  return page;
}

/**
 * The page signed in as the tab's player with the guess box enabled. A kill during the page's first calls
 * (GET /auth/me, the saved round) leaves it signed out or showing "Could not load the game": reload, as a
 * player would. Called while no other kill can come.
 */
async function ready(page: Page, tab: Tab): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(tab.player.username) })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('combobox', { name: 'Guess' })).toBeEnabled({ timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.goto(`/solve/${tab.game}`).catch(() => {});
    }
  }
}

async function winUnsaved(page: Page, answer: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Guess' });
  await input.fill(answer);
  await input.press('Enter');
  await expect(page.getByTestId('victory')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('save-status')).toHaveText(NOT_SAVED_YET, { timeout: 20_000 });
  const kept = await page.evaluate(outboxEntries);
  if (kept < 1) throw new Error('the unsaved win is not in localStorage (no guessdle-outbox: entry)');
}

/**
 * Waits until the page says "Saved". A reloaded page whose first reads came while the restarted server was
 * still timing out its database calls shows "Could not load the game" (game-side §8: a failed read yields
 * nothing) with its "Try again" button: pressed, as a player would, the round loads with the landed win.
 * A reload instead would lose the page's memory of the landing (the outbox entry is gone once it landed).
 */
async function untilSaved(page: Page): Promise<void> {
  const saved = page.getByTestId('save-status').filter({ hasText: /^Saved$/ });
  const loadFailed = page.getByRole('alert').filter({ hasText: 'Could not load the game' });
  const deadline = Date.now() + LANDING_TIMEOUT_MS;
  for (;;) {
    await expect(saved.or(loadFailed).first()).toBeVisible({ timeout: Math.max(deadline - Date.now(), 1) });
    if (await saved.isVisible()) return;
    await page.getByRole('button', { name: 'Try again' }).click();
  }
}

/**
 * Runs the journey; `exclusive` holds off the test's other kills from the moment the faults are set until
 * both wins landed (another kill would reset the fault count, or stretch the pages' backoff). The pages load
 * before that, while kills may still come.
 */
export async function browserJourney(
  browser: Browser,
  site: Site,
  databaseUrl: string,
  tabs: Tab[],
  answers: Record<GameId, string>,
  date: string,
  exclusive: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<BrowserFigures> {
  const pages = await Promise.all(tabs.map((tab) => openTab(browser, site, tab)));
  return exclusive(async () => {
    await Promise.all(pages.map((page, i) => ready(page, tabs[i])));
    const faults = await site.call('/api/test/faults', { json: { failRecordings: 1000 } });
    if (faults.status !== 200) throw new Error(`POST /api/test/faults answered ${faults.status}`);
    await Promise.all(pages.map((page, i) => winUnsaved(page, answers[tabs[i].game])));
    await site.busy();
    const kill = await site.killAndRestart();
    const back = performance.now();
    const landings = await Promise.all(
      pages.map(async (page, i) => {
        if (tabs[i].reload) await page.reload();
        await untilSaved(page);
        const landedMs = Math.round(performance.now() - back);
        await expect.poll(() => page.evaluate(outboxEntries), { timeout: 10_000 }).toBe(0);
        return { tab: tabs[i], landedMs };
      }),
    );
    await requireStored(databaseUrl, tabs, date);
    await Promise.all(pages.map((page) => page.context().close()));
    return { kill, landings };
  });
}

async function requireStored(databaseUrl: string, tabs: Tab[], date: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (const tab of tabs) {
      const [row] = await sql`select count(*)::int as wins from daily_wins where user_id = ${tab.player.id} and game = ${tab.game} and date = ${date}`;
      if (row.wins !== 1) throw new Error(`${tab.player.username}'s ${tab.game} win shows "Saved" but daily_wins has ${row.wins} rows for it`);
    }
  } finally {
    await sql.end();
  }
}
