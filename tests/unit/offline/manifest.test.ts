/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import manifest from '@/app/manifest';
import { SITE_BACKGROUNDS, SITE_NAME } from '@/lib/site';

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web manifest (app/manifest.ts)', () => {
  const site = manifest();

  it('installs the whole site as a standalone app that starts on the home page', () => {
    expect(site).toMatchObject({ id: '/', short_name: SITE_NAME, start_url: '/', scope: '/', display: 'standalone' });
    expect(site.name).toContain(SITE_NAME);
  });

  it("takes its colours from the dark theme's page background (the format has one of each)", () => {
    expect(site.background_color).toBe(SITE_BACKGROUNDS.dark);
    expect(site.theme_color).toBe(SITE_BACKGROUNDS.dark);
  });

  it('lists 192 and 512 px icons, plain and maskable, each a PNG of the size it claims', () => {
    const icons = site.icons ?? [];
    expect(icons.map((icon) => `${icon.purpose} ${icon.sizes}`).sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(`public${icon.src}`)).toBe(icon.sizes);
    }
  });
});
