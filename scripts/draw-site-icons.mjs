// Draws the site's icons from its mark (the menu bar's green square with a white G), as Next's file
// conventions want them: app/icon.svg (browsers that take SVG), app/favicon.ico (16, 32 and 48 px),
// app/apple-icon.png (180 px, no transparency: iOS rounds the corners itself) and the web manifest's
// icons in public/icons/ (192 and 512 px, and 192 and 512 px "maskable" ones whose G sits in the safe zone).
// Usage: node scripts/draw-site-icons.mjs   (the files it writes are committed with it)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The mark's colours: --correct and white, as in components/layout/MenuBar.module.css. */
const GREEN = '#16a34a';
const WHITE = '#ffffff';

/**
 * The mark on a 100-unit square: a G drawn as a path (no font, so every machine draws the same pixels).
 * `rounded`: the menu bar's rounded corners (transparent outside); `scale`: how much of the square the G fills.
 */
function markSvg({ rounded, scale }) {
  const corner = rounded ? 22 : 0;
  const g = 'M69 35 A24 24 0 1 0 74 56 H52';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
  <rect width="100" height="100" rx="${corner}" fill="${GREEN}"/>
  <g transform="translate(50 50) scale(${scale}) translate(-50 -50)">
    <path d="${g}" fill="none" stroke="${WHITE}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>
`;
}

const png = (svg, size) => sharp(Buffer.from(svg), { density: 72 * (size / 100) * 4 }).resize(size, size).png().toBuffer();

/** An .ico holding PNG images (every browser since IE Vista reads them): a 6-byte header, 16 bytes per image, the PNGs. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const root = process.cwd();
const write = (file, data) => {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, data);
  console.log(`${file} (${data.length} bytes)`);
};

const rounded = markSvg({ rounded: true, scale: 1 });
const square = markSvg({ rounded: false, scale: 1 });
const maskable = markSvg({ rounded: false, scale: 0.72 }); // the G inside the central 80% circle Android may crop to

write('app/icon.svg', rounded);
write('app/favicon.ico', ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) })))));
write('app/apple-icon.png', await png(square, 180));
write('public/icons/icon-192.png', await png(rounded, 192));
write('public/icons/icon-512.png', await png(rounded, 512));
write('public/icons/icon-maskable-512.png', await png(maskable, 512));
write('public/icons/icon-maskable-192.png', await png(maskable, 192));
