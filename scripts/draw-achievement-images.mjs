// Draws the achievement images in public/achievements/ (one SVG per catalogue key, plus placeholder.svg):
// a round medal ringed in its rarity's colour, its category's colours inside, and a glyph for what it is.
// Usage: npx tsx scripts/draw-achievement-images.mjs   (reads lib/achievements/definitions.ts and rarity.ts)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE } from '../lib/achievements/definitions.ts';
import { achievementRarity } from '../lib/achievements/rarity.ts';

const OUT = path.join(process.cwd(), 'public', 'achievements');

/** Ring colours by rarity: the same colours the site uses for rarity. */
const RING = {
  legendary: ['#fde68a', '#f59e0b'],
  epic: ['#e9d5ff', '#a855f7'],
  rare: ['#bfdbfe', '#3b82f6'],
  common: ['#e5e7eb', '#9ca3af'],
};
/** The face by category; the two special badges have their own. */
const FACE = {
  'daily-streak': ['#fb923c', '#9a3412'],
  'total-wins': ['#34d399', '#065f46'],
  activity: ['#38bdf8', '#0c4a6e'],
  other: ['#818cf8', '#312e81'],
  'user-groups': ['#facc15', '#854d0e'],
  founder: ['#2dd4bf', '#134e4a'],
  creator: ['#f472b6', '#831843'],
  placeholder: ['#475569', '#1e293b'],
};

const GLYPHS = {
  flame: 'M50 18c4 12 16 18 16 34a16 16 0 0 1-32 0c0-8 4-13 8-17 0 7 3 11 6 12-2-10 0-20 2-29z',
  trophy: 'M34 24h32v8h10v6c0 8-6 14-13 15-2 6-6 9-9 10v7h8v6H38v-6h8v-7c-3-1-7-4-9-10-7-1-13-7-13-15v-6h10zm-4 14c0 4 2 7 5 8l-1-10zm40 0h-4l-1 10c3-1 5-4 5-8z',
  star: 'M50 20l8 18 20 2-15 13 5 20-18-11-18 11 5-20-15-13 20-2z',
  crown: 'M24 66l-4-32 16 12 14-20 14 20 16-12-4 32z',
  seedling: 'M50 76V50m0 0c0-12-8-20-20-20 0 12 8 20 20 20zm0-6c0-12 8-20 20-20 0 12-8 20-20 20z',
  eye: 'M18 50c8-14 20-20 32-20s24 6 32 20c-8 14-20 20-32 20s-24-6-32-20zm32 11a11 11 0 1 0 0-22 11 11 0 0 0 0 22z',
  book: 'M22 28c10-4 20-2 28 4 8-6 18-8 28-4v42c-10-4-20-2-28 4-8-6-18-8-28-4zm28 4v42',
  heart: 'M50 74L26 50a14 14 0 0 1 24-18 14 14 0 0 1 24 18z',
  circles: 'M36 44a10 10 0 1 0 0-.1zm28 0a10 10 0 1 0 0-.1zm-14 22a10 10 0 1 0 0-.1z',
  sweep: 'M22 62l14-28 14 28 14-28 14 28',
  ball: 'M50 22a28 28 0 1 0 0 56 28 28 0 0 0 0-56zm-28 28h20m16 0h20m-28 0a8 8 0 1 0 16 0 8 8 0 0 0-16 0',
  card: 'M34 22h32a4 4 0 0 1 4 4v48a4 4 0 0 1-4 4H34a4 4 0 0 1-4-4V26a4 4 0 0 1 4-4zm16 16l8 12-8 12-8-12z',
  castle: 'M24 76V40h8v8h8v-8h8v8h4v-8h8v8h8v-8h8v36H58V62a8 8 0 0 0-16 0v14z',
  fish: 'M18 50c10-14 30-18 44-8l14-10v36L62 58c-14 10-34 6-44-8zm18-2a3 3 0 1 0 0 .1z',
  cross: 'M44 20h12v18h16v12H56v28H44V50H28V38h16z',
  capybara: 'M24 60c0-14 12-24 28-24 10 0 16 4 20 10l6 2-2 6c0 8-8 14-20 14H34c-6 0-10-3-10-8zm40-16a3 3 0 1 0 0 .1z',
  question: 'M38 38a12 12 0 1 1 18 10c-4 2-6 5-6 9v3m0 8v2',
};

const GAME_GLYPH = { pokemon: 'ball', 'slay-the-spire': 'card', 'aoe2-units': 'castle', 'subnautica-creatures': 'fish', 'bible-books': 'cross' };
const KEY_GLYPH = {
  founder: 'seedling', creator: 'crown', flawless: 'star', 'how-to-play': 'book', 'broken-streak': 'heart',
  'all-games': 'circles', 'same-day-sweep': 'sweep', capybara: 'capybara',
};
const STROKED = new Set(['seedling', 'book', 'sweep', 'question', 'eye']);

function glyphFor(entry) {
  if (KEY_GLYPH[entry.key]) return KEY_GLYPH[entry.key];
  if (entry.gameType) return GAME_GLYPH[entry.gameType];
  return entry.category === 'daily-streak' ? 'flame' : 'trophy';
}

function faceFor(entry) {
  return FACE[entry.key] ?? FACE[entry.category] ?? FACE.other;
}

function medal({ id, ring, face, glyph, label }) {
  const [ringLight, ringDark] = RING[ring] ?? RING.common;
  const [faceLight, faceDark] = face;
  const stroked = STROKED.has(glyph);
  const shape = stroked
    ? `<path d="${GLYPHS[glyph]}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<path d="${GLYPHS[glyph]}" fill="#fff" fill-rule="evenodd"/>`;
  const badge = label ? `<text x="50" y="88" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="11" fill="#fff">${label}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img">
  <defs>
    <linearGradient id="ring-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ringLight}"/><stop offset="1" stop-color="${ringDark}"/></linearGradient>
    <radialGradient id="face-${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${faceLight}"/><stop offset="1" stop-color="${faceDark}"/></radialGradient>
  </defs>
  <circle cx="50" cy="50" r="48" fill="url(#ring-${id})"/>
  <circle cx="50" cy="50" r="40" fill="url(#face-${id})"/>
  <ellipse cx="40" cy="28" rx="20" ry="9" fill="#fff" opacity="0.15"/>
  <g opacity="0.95">${shape}</g>
  ${badge}
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
for (const entry of CATALOGUE) {
  const rarity = achievementRarity(entry);
  const label = entry.threshold && entry.threshold > 1 && entry.category !== 'other' ? String(entry.threshold) : '';
  writeFileSync(path.join(OUT, `${entry.key}.svg`), medal({ id: entry.key, ring: rarity, face: faceFor(entry), glyph: glyphFor(entry), label }));
}
writeFileSync(path.join(OUT, 'placeholder.svg'), medal({ id: 'placeholder', ring: 'common', face: FACE.placeholder, glyph: 'question', label: '' }));
console.log(`${CATALOGUE.length + 1} images in ${path.relative(process.cwd(), OUT)}`);
