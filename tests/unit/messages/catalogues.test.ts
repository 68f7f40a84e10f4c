/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readSource, sourceFiles } from '@/tests/helpers/source-files';
import * as accounts from '@/lib/messages/accounts';
import * as admin from '@/lib/messages/admin';
import * as game from '@/lib/messages/game';
import * as site from '@/lib/messages/site';

/**
 * The message catalogues (lib/messages/*) against the specification's §8 error catalogues, read at test
 * time from ../shared/spec beside the clone (the build never reads them): every message quoted there is a
 * catalogue text, word for word. A message with placeholders ('HTTP {status}: {statusText}') is a
 * catalogue function, called here with the placeholders themselves.
 */
const SPEC_FOLDER = path.join(process.cwd(), '..', 'shared', 'spec');
const CATALOGUES = { accounts, admin, game, site } as const;

/** Each template of the catalogues with the spec's placeholders: a new template must be listed here. */
const TEMPLATE_PLACEHOLDERS: Record<string, string[]> = {
  httpErrorMessage: ['{status}', '{statusText}'],
  internalErrorMessage: ['{ref}'],
  refreshFailedMessage: ['{status}'],
  authenticationFailedMessage: ['{message}'],
  uploadFailedMessage: ['{server error or Upload failed}'],
  removeFailedMessage: ['{error or Delete failed}'],
  actionFailedMessage: ['{message}'],
  actionSucceededMessage: ['{title}'],
  archiveDayNotReleased: ['{date}'],
  archivePageNotFound: ['{page}', '{pageCount}'],
  everyoneSolvedText: ['{n}', '{x}'],
  yesterdaysAnswerText: ['{number}', '{name}'],
  winsWithoutCountNote: ['{n}'],
  yourRankText: ['{rank}', '{total}'],
  calendarDayLabel: ['{day}', '{wins}'],
  calendarTotalText: ['{wins}'],
};

/** The text of '## 8.' up to the next '## ' heading. */
function sectionEight(markdown: string): string {
  const start = markdown.search(/^## 8\. /m);
  if (start < 0) throw new Error('the specification has no "## 8." section');
  const end = markdown.slice(start + 1).search(/^## /m);
  return end < 0 ? markdown.slice(start) : markdown.slice(start, start + 1 + end);
}

/** Every message quoted in single quotes ('…'); an apostrophe inside a word does not end one. */
function quotedMessages(text: string): string[] {
  return [...text.matchAll(/(?<![A-Za-z])'(.+?)'(?![A-Za-z])/g)].map((match) => match[1]);
}

function textsOf(value: unknown, name: string): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const placeholders = TEMPLATE_PLACEHOLDERS[name];
    if (!placeholders) throw new Error(`${name} is a template the test does not know: add its placeholders to TEMPLATE_PLACEHOLDERS`);
    return [(value as (...args: string[]) => string)(...placeholders)];
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, key));
  return [];
}

const catalogueTexts = (catalogues: Record<string, Record<string, unknown>>) =>
  new Set(Object.values(catalogues).flatMap((catalogue) => Object.entries(catalogue).flatMap(([name, value]) => textsOf(value, name))));

const missingFrom = (texts: ReadonlySet<string>, messages: readonly string[]) => messages.filter((message) => !texts.has(message));

function specMessages(file: string): string[] {
  const spec = path.join(SPEC_FOLDER, file);
  if (!existsSync(spec)) throw new Error(`${spec} is missing: the specification is kept in ../shared beside the clone`);
  return quotedMessages(sectionEight(readFileSync(spec, 'utf8')));
}

describe.each([
  ['game-side.md', 9],
  ['accounts-side.md', 38],
])('%s §8', (file, quoted) => {
  test('every message it quotes is in a catalogue, word for word', () => {
    const messages = specMessages(file);
    expect(messages.length).toBeGreaterThanOrEqual(quoted);
    expect(missingFrom(catalogueTexts(CATALOGUES), messages)).toEqual([]);
  });
});

test('the comparison fails on one changed word and on a template that lost its placeholder', () => {
  const texts = catalogueTexts(CATALOGUES);
  expect(missingFrom(texts, ['Failed to load reset timer', 'Failed to load reset timer.', 'HTTP {status}: {statusText}', 'HTTP {status}'])).toEqual([
    'Failed to load reset timer.',
    'HTTP {status}',
  ]);
  expect(quotedMessages("Shows 'Don't panic.' and 'Error: {message}', not 'its'")).toEqual(["Don't panic.", 'Error: {message}', 'its']);
  expect(() => catalogueTexts({ extra: { unknownTemplate: (x: string) => x } })).toThrow(/unknownTemplate/);
});

test('no two catalogue entries of one area hold the same text', () => {
  for (const [area, catalogue] of Object.entries(CATALOGUES)) {
    const texts = Object.entries(catalogue).flatMap(([name, value]) => textsOf(value, name));
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect({ area, repeated }).toEqual({ area, repeated: [] });
  }
});

/**
 * One home: a catalogue text written out again in app/, components/ or lib/ would drift from it.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'file: text' for each catalogue text (long enough to be a message) written as a literal or JSX text outside lib/messages. */
function textsWrittenElsewhere(files: readonly string[], read: (file: string) => string, texts: readonly string[]): string[] {
  const messages = texts.filter((text) => text.length >= 20 && !text.includes('{'));
  const written = messages.map((text) => ({ text, pattern: new RegExp(`(['"\`]|>\\s*)${escaped(text)}(['"\`]|\\s*<)`) }));
  return files
    .filter((file) => !file.startsWith('lib/messages/'))
    .flatMap((file) => {
      const source = read(file);
      return written.filter(({ pattern }) => pattern.test(source)).map(({ text }) => `${file}: ${text}`);
    });
}

test('no page, component or library writes a catalogue message out again', () => {
  const files = ['app', 'components', 'lib'].flatMap((folder) => sourceFiles(folder));
  const texts = [...catalogueTexts(CATALOGUES)];
  expect(textsWrittenElsewhere(files, readSource, texts)).toEqual([]);
  const samples: Record<string, string> = {
    'components/a.tsx': "showToast('Failed to copy. Please try selecting and copying manually.')",
    'components/b.tsx': '<p role="alert">\n  Failed to fetch feedback\n</p>',
    'lib/c.ts': 'const text = `Failed to load leaderboard data`;',
    'lib/d.ts': "// 'Failed to load leaderboard data' is shown by the page",
    'lib/messages/game.ts': "export const SHARE_FAILED = 'Failed to copy. Please try selecting and copying manually.';",
    'components/e.tsx': 'showToast(SHARE_FAILED)',
  };
  expect(textsWrittenElsewhere(Object.keys(samples), (file) => samples[file], texts)).toEqual([
    'components/a.tsx: Failed to copy. Please try selecting and copying manually.',
    'components/b.tsx: Failed to fetch feedback',
    'lib/c.ts: Failed to load leaderboard data',
    'lib/d.ts: Failed to load leaderboard data',
  ]);
});
