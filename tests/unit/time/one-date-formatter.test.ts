/** @jest-environment node */
import { readSource, sourceFiles } from '@/tests/helpers/source-files';

/**
 * One rule for every date and time shown (issue 26 §21): only lib/time-display.ts formats them (and
 * lib/time.ts and lib/calendar-day.ts compute the game's 'YYYY-MM-DD' days: calendar-day.ts without date-fns-tz,
 * for the browser). A component or page that formats a date itself would show it in another zone or wording, so
 * this test names the file and line.
 */
const ALLOWED = new Set(['lib/time-display.ts', 'lib/time.ts', 'lib/calendar-day.ts']);

const DATE_FORMATTING: readonly [string, RegExp][] = [
  ['toLocaleDateString', /\.toLocaleDateString\s*\(/],
  ['toLocaleTimeString', /\.toLocaleTimeString\s*\(/],
  ['Intl.DateTimeFormat', /\bIntl\s*\.\s*DateTimeFormat\b/],
  ['date-fns', /from\s+['"]date-fns(-tz)?['"]|\bformatInTimeZone\s*\(/],
  // toLocaleString formats numbers too ('1,234'): a date shows by its options or by a Date before it.
  ['toLocaleString of a date', /\.toLocaleString\s*\([^)]*\b(dateStyle|timeStyle|timeZone|weekday|month|hour)\b|new Date\([^)]*\)\s*\.toLocaleString\s*\(|\.toLocaleString\s*\(\s*\)/],
];

/** 'file:line  what' for every date formatted outside the module. */
function datesFormattedElsewhere(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !ALLOWED.has(file))
    .flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => DATE_FORMATTING.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${file}:${index + 1}  ${what}`)),
    );
}

test('no component, page or library formats a date or time except through lib/time-display.ts', () => {
  const files = ['app', 'components', 'lib'].flatMap((folder) => sourceFiles(folder));
  expect(files.length).toBeGreaterThan(100);
  expect(datesFormattedElsewhere(files, readSource)).toEqual([]);
});

test('the check catches each way of formatting a date, and lets numbers through', () => {
  const samples: Record<string, string> = {
    'components/a.tsx': "new Date(iso).toLocaleString('en-US', { dateStyle: 'medium' })",
    'components/b.ts': "const F = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago' });",
    'components/c.tsx': "date.toLocaleDateString('en-US')",
    'lib/d.ts': "import { format } from 'date-fns';",
    'app/e.tsx': 'when.toLocaleString()',
    'components/numbers.tsx': "count.toLocaleString('en-US')",
    'lib/time-display.ts': "new Intl.DateTimeFormat('en-US')",
  };
  expect(datesFormattedElsewhere(Object.keys(samples), (file) => samples[file])).toEqual([
    'components/a.tsx:1  toLocaleString of a date',
    'components/b.ts:1  Intl.DateTimeFormat',
    'components/c.tsx:1  toLocaleDateString',
    'lib/d.ts:1  date-fns',
    'app/e.tsx:1  toLocaleString of a date',
  ]);
});

/** A date formatter by another name elsewhere (a wrapper of one of lib/time-display.ts's) would be a second home. */
const FORMATTER_NAME = /export\s+(?:function|const)\s+(format\w*(?:Date|Time|Day|Countdown|Played|At)\w*|\w*(?:longDate|releaseDate)\w*)\b/;

function formattersElsewhere(files: readonly string[], read: (file: string) => string): string[] {
  return files.filter((file) => file !== 'lib/time-display.ts').flatMap((file) => {
    const match = FORMATTER_NAME.exec(read(file));
    return match ? [`${file}  ${match[1]}`] : [];
  });
}

test('every date and time formatter is exported by lib/time-display.ts alone', () => {
  const files = ['app', 'components', 'lib'].flatMap((folder) => sourceFiles(folder));
  expect(formattersElsewhere(files, readSource)).toEqual([]);
  const samples: Record<string, string> = {
    'components/a.ts': 'export function formatCalculatedAt(iso: string) {}',
    'lib/b.ts': 'export const releaseDate = (date: string) => date;',
    'lib/c.ts': 'export function formatReport(report: Report) {}',
    'lib/time-display.ts': 'export function formatDateTime(value: Instant) {}',
  };
  expect(formattersElsewhere(Object.keys(samples), (file) => samples[file])).toEqual(['components/a.ts  formatCalculatedAt', 'lib/b.ts  releaseDate']);
});
