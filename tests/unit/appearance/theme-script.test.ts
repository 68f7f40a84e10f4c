/**
 * The head script that applies the appearance before the first paint (issue 30 item 2), run as the page runs
 * it: the stored choice, "system" resolved by prefers-color-scheme and followed live, other tabs' choices.
 */
import { APPEARANCE_STORAGE_KEY } from '@/lib/appearance/appearance';
import { storeAppearance } from '@/lib/appearance/store';
import { THEME_SCRIPT } from '@/lib/appearance/theme-script';

let prefersLight = false;
let schemeListeners: (() => void)[] = [];
const html = document.documentElement;

function setSystemScheme(scheme: 'light' | 'dark') {
  prefersLight = scheme === 'light';
  for (const listener of schemeListeners) listener();
}

const listenersAdded: [string, EventListenerOrEventListenerObject][] = [];
const originalAdd = window.addEventListener.bind(window);

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.removeAttribute('data-contrast');
  prefersLight = false;
  schemeListeners = [];
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: light)' && prefersLight;
    },
    addEventListener: (_type: string, listener: () => void) => schemeListeners.push(listener),
  })) as unknown as typeof window.matchMedia;
  jest.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
    listenersAdded.push([type, listener]);
    originalAdd(type, listener);
  });
});

afterEach(() => {
  // Each test runs the script once: its window listeners go with it.
  for (const [type, listener] of listenersAdded.splice(0)) window.removeEventListener(type, listener);
  jest.restoreAllMocks();
});

const runScript = () => new Function(THEME_SCRIPT)();
const store = (value: unknown) => localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(value));

test.each([
  ['nothing stored, the system dark', null, 'dark', 'dark'],
  ['nothing stored, the system light', null, 'light', 'light'],
  ['"system", the system light', { theme: 'system', highContrast: false }, 'light', 'light'],
  ['"light" while the system is dark', { theme: 'light', highContrast: false }, 'dark', 'light'],
  ['"dark" while the system is light', { theme: 'dark', highContrast: false }, 'light', 'dark'],
  ['an unknown theme counts as system', { theme: 'sepia' }, 'light', 'light'],
] as const)('%s → data-theme="%s"', (_label, stored, system, expected) => {
  if (stored) store(stored);
  prefersLight = system === 'light';
  runScript();
  expect(html.getAttribute('data-theme')).toBe(expected);
});

test('unreadable storage is the default, not an error', () => {
  localStorage.setItem(APPEARANCE_STORAGE_KEY, '{not json');
  prefersLight = true;
  expect(runScript).not.toThrow();
  expect(html.getAttribute('data-theme')).toBe('light');
  expect(html.hasAttribute('data-contrast')).toBe(false);
});

test('the high-contrast palette sets data-contrast="high" only when it is on', () => {
  store({ theme: 'dark', highContrast: true });
  runScript();
  expect(html.getAttribute('data-contrast')).toBe('high');
  storeAppearance({ theme: 'dark', highContrast: false });
  expect(html.hasAttribute('data-contrast')).toBe(false);
});

test('while "system", a live change of prefers-color-scheme switches the theme; a chosen theme stays', () => {
  runScript();
  expect(html.getAttribute('data-theme')).toBe('dark');
  setSystemScheme('light');
  expect(html.getAttribute('data-theme')).toBe('light');
  storeAppearance({ theme: 'dark', highContrast: false });
  expect(html.getAttribute('data-theme')).toBe('dark');
  setSystemScheme('dark');
  setSystemScheme('light');
  expect(html.getAttribute('data-theme')).toBe('dark');
});

test("another tab's choice applies here (storage event)", () => {
  runScript();
  store({ theme: 'light', highContrast: true });
  window.dispatchEvent(new StorageEvent('storage', { key: APPEARANCE_STORAGE_KEY }));
  expect(html.getAttribute('data-theme')).toBe('light');
  expect(html.getAttribute('data-contrast')).toBe('high');
});
