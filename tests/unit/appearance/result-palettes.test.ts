/** @jest-environment node */
/**
 * The judged cells' palettes (issue 30): the high-contrast one's colours differ from each other by at least
 * 3:1 and from their text by at least 4.5:1 (WCAG 2 contrast), every palette's text is readable, and
 * app/result-colours.css declares exactly lib/appearance/result-palettes.ts's values.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PALETTE_SELECTORS, RESULT_COLOURS, RESULT_PALETTES, resultColour, type PaletteName, type ResultColour } from '@/lib/appearance/result-palettes';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const PAIRS: [ResultColour, ResultColour][] = [
  ['correct', 'partial'],
  ['correct', 'incorrect'],
  ['partial', 'incorrect'],
];
const PALETTES = Object.keys(RESULT_PALETTES) as PaletteName[];

describe('the contrast arithmetic', () => {
  test('matches WCAG figures: black on white 21:1, a colour on itself 1:1, the issue\'s green and amber 1.12:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1c5ec9', '#1c5ec9')).toBe(1);
    expect(contrast('#16a34a', '#ca8a04')).toBeCloseTo(1.12, 2);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('the high-contrast palette', () => {
  const palette = RESULT_PALETTES.highContrast;

  test.each(PAIRS)('%s and %s differ by at least 3:1', (first, second) => {
    expect(contrast(palette[first].background, palette[second].background)).toBeGreaterThanOrEqual(3);
  });

  test('is blue and orange: correct is orange (red above blue), partial blue (blue above red)', () => {
    const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
    const [correctRed, , correctBlue] = rgb(palette.correct.background);
    const [partialRed, , partialBlue] = rgb(palette.partial.background);
    expect(correctRed).toBeGreaterThan(correctBlue + 128);
    expect(partialBlue).toBeGreaterThan(partialRed + 128);
  });
});

describe.each(PALETTES)('the %s palette', (name) => {
  test.each(RESULT_COLOURS)('%s cells\' text has at least 4.5:1 on them', (colour) => {
    const { background, text } = RESULT_PALETTES[name][colour];
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('app/result-colours.css', () => {
  const css = readFileSync(path.join(process.cwd(), 'app/result-colours.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => ({
    selector: selector.trim(),
    declarations: Object.fromEntries(
      body
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => declaration.split(':').map((part) => part.trim())),
    ),
  }));

  test('has one rule per palette and nothing else', () => {
    expect(rules.map((rule) => rule.selector).sort()).toEqual(PALETTES.map((name) => PALETTE_SELECTORS[name]).sort());
  });

  test.each(PALETTES)('declares exactly the %s palette', (name) => {
    const expected = Object.fromEntries(
      RESULT_COLOURS.flatMap((colour) => [
        [`--result-${colour}`, RESULT_PALETTES[name][colour].background],
        [`--result-${colour}-text`, RESULT_PALETTES[name][colour].text],
      ]),
    );
    expect(rules.find((rule) => rule.selector === PALETTE_SELECTORS[name])?.declarations).toEqual(expected);
  });

  test('is imported by the root layout, after the global styles', () => {
    const layout = readFileSync(path.join(process.cwd(), 'app/layout.tsx'), 'utf8');
    expect(layout.indexOf("import './result-colours.css';")).toBeGreaterThan(layout.indexOf("import './globals.css';"));
  });
});

test('higher and lower are partial results', () => {
  expect(['correct', 'partial', 'partial-up', 'partial-down', 'incorrect'].map((result) => resultColour(result as never))).toEqual([
    'correct',
    'partial',
    'partial',
    'partial',
    'incorrect',
  ]);
});
