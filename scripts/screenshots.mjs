// Full-page screenshots at phone and desktop widths, to look at what a person sees.
// Usage: node scripts/screenshots.mjs BASE_URL PATH [PATH...]   (PNGs go to screenshots/)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error('Usage: node scripts/screenshots.mjs BASE_URL PATH [PATH...]');
  process.exit(2);
}
const WIDTHS = [375, 1280];
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const path of paths) {
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    const file = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
