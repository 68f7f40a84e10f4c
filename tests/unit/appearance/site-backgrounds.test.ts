/** SITE_BACKGROUNDS (the browser's theme colour, the manifest) are each theme's --bg in app/globals.css. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_BACKGROUNDS } from '@/lib/site';

const css = readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');
const backgroundIn = (selector: string) => {
  const start = css.indexOf(`${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  return /--bg:\s*(#[0-9a-f]{6});/i.exec(css.slice(start, css.indexOf('}', start)))?.[1];
};

test.each([
  ['dark', ':root'],
  ['light', "html[data-theme='light']"],
] as const)('the %s theme', (theme, selector) => {
  expect(backgroundIn(selector)).toBe(SITE_BACKGROUNDS[theme]);
});
