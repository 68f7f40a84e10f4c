import { expect, test, type Browser, type Locator, type Page } from './helpers/fixtures';
import sharp from 'sharp';
import { GAMES } from '../../lib/games/registry';
import { listPageFiles } from '../helpers/route-files';
import { atEachWidth, auditInLook, AxeTally, settle, type AxeFinding } from './helpers/axe';
import { signInWithProvider, uniqueLogin } from './helpers/sign-in';
import { guess } from './helpers/play';

/**
 * axe on every page of the site (issue 26 item 5): signed out, signed in and as an admin, at 375 and
 * 1280 px, and with each modal open. Any violation fails the test that found it, with each violation's
 * rule, page and elements. A page is one line of PAGES; a page.tsx that PAGES leaves out fails the first test.
 */

type State = 'signed out' | 'signed in' | 'admin';

interface Names {
  /** A signed-up player's username (their public profile). */
  player: string;
}

/** Something done on the page before an audit: a modal opened (closed again after), or a change that stays. */
type Step =
  | { modal: string; open: (page: Page, names: Names) => Promise<Locator> }
  | { after: string; act: (page: Page, names: Names) => Promise<void> };

interface PageCase {
  /** The page file this case renders (the coverage check below reads it). */
  file: string;
  path: string | ((names: Names) => string);
  /** What the audit calls it when the path alone does not say (e.g. "the share 404"). */
  label?: string;
  states?: State[];
  /** Set-up calls before the page loads. */
  before?: (page: Page) => Promise<void>;
  steps?: Step[];
}

const SIGNED_OUT_AND_IN: State[] = ['signed out', 'signed in'];

/** Today's answer per game (set through the e2e hook) and a wrong guess. */
const ANSWERS: Record<string, { answer: string; wrong: string }> = {
  'bible-books': { answer: 'Ruth', wrong: 'Deuteronomy' },
  'slay-the-spire': { answer: 'Body Slam', wrong: 'Bash' },
  'subnautica-creatures': { answer: 'Garryfish', wrong: 'Reaper Leviathan' },
  'aoe2-units': { answer: 'Spearman', wrong: 'Villager' },
  pokemon: { answer: 'Charmander', wrong: 'Bulbasaur' },
};

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function openWith(page: Page, button: Locator, dialog: string | RegExp): Promise<Locator> {
  await button.click();
  const opened = dialogNamed(page, dialog);
  await expect(opened).toBeVisible();
  return opened;
}

/** A game page: fresh daily, its How to Play and directory, a guess, the win with its dialogs, then endless. */
const gamePages: PageCase[] = GAMES.map((game) => {
  const { answer, wrong } = ANSWERS[game.id];
  return {
    file: 'app/solve/[gameId]/page.tsx',
    path: game.route,
    before: async (page) => {
      expect((await page.request.post('/api/test/daily-puzzle', { data: { game: game.id, item: answer } })).status()).toBe(200);
    },
    steps: [
      { modal: 'How to Play', open: (page) => openWith(page, page.getByRole('button', { name: 'How to Play' }), `How to Play: ${game.title}`) },
      { modal: 'directory', open: (page) => openWith(page, page.getByRole('button', { name: game.directoryButtonText }), `${game.itemNameCapitalized} Directory`) },
      {
        after: 'the daily won in two guesses',
        act: async (page) => {
          await guess(page, wrong);
          await guess(page, answer);
          await expect(page.getByTestId('victory')).toBeVisible();
          await expect(page.getByTestId('everyone-stats')).toContainText(/solved today's puzzle/); // the statistics panel, loaded (issue 29)
        },
      },
      { modal: 'share results', open: (page) => openWith(page, page.getByRole('button', { name: 'Share Results' }), 'Share Your Results') },
      { modal: 'report incorrect data', open: (page) => openWith(page, page.getByRole('button', { name: 'Report incorrect data' }), 'Report Incorrect Data') },
      {
        after: 'endless mode, one guess',
        act: async (page) => {
          await page.getByRole('button', { name: 'Play Again' }).click();
          await expect(page.getByTestId('mode-badge')).toContainText('Endless Mode');
          await guess(page, wrong);
        },
      },
    ],
  };
});

async function photo() {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2563eb' } }).jpeg().toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

const PAGES: PageCase[] = [
  {
    file: 'app/page.tsx',
    path: '/',
    steps: [
      { modal: 'feedback form', open: (page) => openWith(page, page.getByRole('contentinfo').getByRole('button', { name: 'Submit Feedback' }), 'Submit Feedback') },
      { modal: 'bug report form', open: (page) => openWith(page, page.getByRole('contentinfo').getByRole('button', { name: 'Report Bug' }), 'Report Bug') },
    ],
  },
  ...gamePages,
  // After the games: every card shows "Completed!" (and /stats, /profile, /achievements have wins to show).
  { file: 'app/daily/page.tsx', path: '/daily' },
  { file: 'app/leaderboard/page.tsx', path: '/leaderboard' },
  { file: 'app/stats/page.tsx', path: '/stats' },
  { file: 'app/achievements/page.tsx', path: '/achievements', label: '/achievements (to sign-in)', states: ['signed out'] },
  {
    file: 'app/achievements/page.tsx',
    path: '/achievements',
    states: ['signed in'],
    steps: [{ modal: 'achievement detail', open: (page) => openWith(page, page.getByRole('list', { name: /achievements$/ }).getByRole('button').first(), /.+/) }],
  },
  {
    file: 'app/profile/page.tsx',
    path: '/profile',
    states: ['signed in'],
    steps: [
      { modal: 'profile picture', open: (page) => openWith(page, page.getByRole('button', { name: /Profile picture: view/ }), 'Profile picture') },
      {
        modal: 'picture crop',
        open: async (page) => {
          await page.getByLabel('Choose a picture').setInputFiles(await photo());
          const crop = dialogNamed(page, 'Crop your picture');
          await expect(crop).toBeVisible();
          return crop;
        },
      },
      { modal: 'badge picker', open: (page) => openWith(page, page.getByRole('button', { name: 'Select Badge' }), 'Choose your badge') },
    ],
  },
  { file: 'app/profile/page.tsx', path: '/profile', label: '/profile (to sign-in)', states: ['signed out'] },
  { file: 'app/profile/[username]/page.tsx', path: ({ player }) => `/profile/${player}` },
  { file: 'app/profile/[username]/page.tsx', path: '/profile/NoSuchPlayer0', label: 'the unknown-profile 404' },
  {
    file: 'app/profile/[username]/achievements/page.tsx',
    path: ({ player }) => `/profile/${player}/achievements`,
    states: ['signed in', 'signed out'],
    steps: [{ modal: 'achievement detail', open: (page) => openWith(page, page.getByRole('list', { name: /achievements$/ }).getByRole('button').first(), /.+/) }],
  },
  {
    file: 'app/settings/page.tsx',
    path: '/settings',
    states: ['signed in'],
    steps: [{ modal: 'delete account', open: (page) => openWith(page, page.getByRole('button', { name: 'Delete my account' }), 'Delete your account?') }],
  },
  { file: 'app/settings/page.tsx', path: '/settings', label: '/settings (to sign-in)', states: ['signed out'] },
  { file: 'app/credits/page.tsx', path: '/credits' },
  { file: 'app/privacy/page.tsx', path: '/privacy' },
  { file: 'app/terms/page.tsx', path: '/terms' },
  { file: 'app/updates/page.tsx', path: '/updates' },
  { file: 'app/login/page.tsx', path: '/login' },
  // The form itself and the welcome page are audited while the player signs up (beforeAll).
  { file: 'app/username-setup/page.tsx', path: '/username-setup' },
  { file: 'app/account-created/page.tsx', path: '/account-created' },
  { file: 'app/auth/callback/page.tsx', path: '/auth/callback?error=Configuration', label: 'the sign-in error page' },
  { file: 'app/share/[game]/[date]/[grid]/page.tsx', path: '/share/pokemon/2026-11-20/xyxxgxx-gygxgyx-ggggggg' },
  { file: 'app/share/[game]/[date]/[grid]/page.tsx', path: '/share/pokemon/2026-11-20/abc', label: 'the share 404' },
  { file: 'app/game-not-found/[gameId]/page.tsx', path: '/solve/not-a-game', label: 'the unknown-game 404' },
  { file: 'app/[...unknown]/page.tsx', path: '/no/such/page', label: 'an unknown path (to home)' },
  { file: 'app/admin/page.tsx', path: '/admin', label: '/admin (not an admin)' },
  {
    file: 'app/admin/page.tsx',
    path: '/admin?tab=user-management',
    states: ['admin'],
    steps: [
      {
        after: 'a player opened',
        act: async (page, { player }) => {
          await page.getByRole('searchbox', { name: 'Search users' }).fill(player.toLowerCase());
          await page.getByRole('region', { name: 'Users' }).getByRole('button', { name: `Manage ${player}` }).click();
          await expect(page.getByRole('region', { name: player })).toBeVisible();
        },
      },
      { modal: 'edit user', open: (page, { player }) => openWith(page, page.getByRole('button', { name: 'Edit user' }), `Edit ${player}`) },
    ],
  },
  { file: 'app/admin/page.tsx', path: '/admin?tab=actions', states: ['admin'] },
  {
    file: 'app/admin/page.tsx',
    path: '/admin?tab=feedback',
    states: ['admin'],
    steps: [{ modal: 'feedback detail', open: (page) => openWith(page, page.getByRole('button', { name: /^View: / }).first(), /^Data Correction: /) }],
  },  // The archive (issue 29): the list, a past day played to a win with its share dialog, and its 404.
  { file: 'app/archive/[game]/page.tsx', path: '/archive/pokemon' },
  {
    file: 'app/archive/[game]/[date]/page.tsx',
    path: '/archive/pokemon/2025-09-15',
    before: async (page) => {
      expect((await page.request.post('/api/test/daily-puzzle', { data: { game: 'pokemon', item: 'Charmander', date: '2025-09-15' } })).status()).toBe(200);
    },
    steps: [
      {
        after: 'won in two guesses',
        act: async (page) => {
          await guess(page, 'Bulbasaur');
          await guess(page, 'Charmander');
          await expect(page.getByTestId('victory')).toBeVisible();
        },
      },
      { modal: 'share results', open: (page) => openWith(page, page.getByRole('button', { name: 'Share Results' }), 'Share Your Results') },
    ],
  },
  { file: 'app/archive/[game]/[date]/page.tsx', path: '/archive/pokemon/2099-01-01', label: 'the archive 404' },
  { file: 'app/offline/page.tsx', path: '/offline' },
  // Issue 30: the provably fair answers, with yesterday's day checked, and a day not revealed.
  { file: 'app/fairness/page.tsx', path: '/fairness?game=pokemon' },
  { file: 'app/fairness/page.tsx', path: '/fairness?game=bible-books&date=2099-01-01', label: 'a day not revealed' },
];

const tally = new AxeTally();
let player: { page: Page; names: Names; setupFindings: AxeFinding[] };
/** One guest browser for the signed-out tests: /daily then shows the games it won. */
let guest: Page;

/** Signs a new player up through the provider, auditing the username form and the welcome page on the way. */
async function signUpAuditing(browser: Browser, username: string, state: State) {
  const page = await (await browser.newContext()).newPage();
  const findings: AxeFinding[] = [];
  await signInWithProvider(page, uniqueLogin(username.toLowerCase()));
  await page.waitForURL('**/username-setup');
  await settle(page);
  await atEachWidth(page, async () => findings.push(...(await tally.audit(page, { page: '/username-setup', state: `${state}, no username yet` }))));
  await page.getByLabel('Username', { exact: true }).fill(username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await atEachWidth(page, async () => findings.push(...(await tally.audit(page, { page: '/username-setup', state: `${state}, name available` }))));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Continue to Games' })).toBeVisible();
  await settle(page);
  await atEachWidth(page, async () => findings.push(...(await tally.audit(page, { page: '/account-created', state }))));
  return { page, findings };
}

/** Every case for this state: the page at each width, then each step (a modal at each width, closed again). */
const isGamePage = (entry: PageCase) => entry.file === 'app/solve/[gameId]/page.tsx';

async function auditPages(page: Page, state: State, names: Names, which: (entry: PageCase) => boolean = () => true): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const entry of PAGES.filter((candidate) => (candidate.states ?? SIGNED_OUT_AND_IN).includes(state) && which(candidate))) {
    // A modal is the same signed out and signed in: it is audited in the page's first state only.
    const withModals = (entry.states ?? SIGNED_OUT_AND_IN)[0] === state;
    const path = typeof entry.path === 'function' ? entry.path(names) : entry.path;
    const label = entry.label ?? path;
    await entry.before?.(page);
    await page.goto(path);
    await settle(page);
    let at = { page: label, state: state as string };
    await atEachWidth(page, async () => findings.push(...(await tally.audit(page, at))));
    for (const step of entry.steps ?? []) {
      if ('act' in step) {
        await step.act(page, names);
        at = { page: label, state: `${state}, ${step.after}` };
        await atEachWidth(page, async () => findings.push(...(await tally.audit(page, at))));
        continue;
      }
      if (!withModals) continue;
      const dialog = await step.open(page, names);
      await atEachWidth(page, async () => findings.push(...(await tally.audit(page, { ...at, modal: step.modal }))));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
  return findings;
}

function expectNone(findings: AxeFinding[]) {
  for (const finding of findings) console.log(tally.report([finding]));
  expect(tally.report(findings) || 'no violations').toBe('no violations');
}

// Hundreds of audits: a trace of each would double the run's time (a failure prints every violation).
test.use({ trace: 'off', actionTimeout: 15_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const username = `Axe${Date.now().toString(36).slice(-6)}`;
  const { page, findings } = await signUpAuditing(browser, username, 'signed in');
  player = { page, names: { player: username }, setupFindings: findings };
  guest = await (await browser.newContext()).newPage();
  // Issue 30: every page in both themes (swapped between the two states), and signed in with high contrast.
  auditInLook(guest, { themes: ['light', 'dark'], highContrast: false });
  auditInLook(page, { themes: ['dark', 'light'], highContrast: true });
});

test.afterAll(() => {
  console.log(tally.summary());
});

test('every page.tsx is in the audit list', () => {
  const listed = new Set(PAGES.map((entry) => entry.file));
  expect(listPageFiles().filter((file) => !listed.has(file))).toEqual([]);
});

// Each audit takes one to three seconds on a busy two-core machine: the tests allow for it.
test('the five game pages signed out, daily and endless, at 375 and 1280 px, with each modal open', async () => {
  test.setTimeout(600_000);
  expectNone(await auditPages(guest, 'signed out', player.names, isGamePage));
});

test('every other page signed out, at 375 and 1280 px, with each modal open', async () => {
  test.setTimeout(600_000);
  expectNone(await auditPages(guest, 'signed out', player.names, (entry) => !isGamePage(entry)));
});

test('the five game pages signed in, daily and endless, at 375 and 1280 px', async () => {
  test.setTimeout(600_000);
  expectNone(await auditPages(player.page, 'signed in', player.names, isGamePage));
});

test('every other page signed in (and the sign-up pages), at 375 and 1280 px, with each modal open', async () => {
  test.setTimeout(600_000);
  expectNone([...player.setupFindings, ...(await auditPages(player.page, 'signed in', player.names, (entry) => !isGamePage(entry)))]);
});

test('every admin tab with its dialogs, at 375 and 1280 px', async ({ browser }) => {
  test.setTimeout(120_000);
  // A data report for the Feedback tab's detail dialog.
  const report = await player.page.request.post('/api/feedback/data-correction', {
    data: { game: 'pokemon', item: 'Pikachu', categories: ['hint'], notes: 'axe audit' },
  });
  expect(report.status()).toBe(200);
  const { page: admin, findings: signUpFindings } = await signUpAuditing(browser, `Adm${Date.now().toString(36).slice(-6)}`, 'admin');
  expect((await admin.request.post('/api/test/role', { data: { role: 'admin' } })).status()).toBe(200);
  auditInLook(admin, { themes: ['dark', 'light'], highContrast: false });
  expectNone([...signUpFindings, ...(await auditPages(admin, 'admin', player.names))]);
});

test('the development sign-in banner (shown when the server says the development sign-in is on)', async ({ page }) => {
  // The e2e server has the development sign-in off and clears its cookie on every response: the page
  // reads it as a server with it on would set it.
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => [cookie.get!.call(document), 'guessdle_dev_login=1'].filter(Boolean).join('; '),
      set: (value: string) => cookie.set!.call(document, value),
    });
  });
  await page.goto('/daily');
  await expect(page.getByRole('complementary', { name: 'Development sign-in warning' })).toBeVisible();
  const findings: AxeFinding[] = [];
  await atEachWidth(page, async () => findings.push(...(await tally.audit(page, { page: '/daily', state: 'signed out, development sign-in on' }))));
  expectNone(findings);
});
