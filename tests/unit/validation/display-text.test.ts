/** Stored display texts refuse control characters and direction overrides with one message (issue 25 item 13). */
import { feedbackUpdateBody } from '@/lib/validation/admin-feedback';
import { dataCorrectionBody, feedbackSubmitBody } from '@/lib/validation/feedback';
import { bioBody } from '@/lib/validation/profile';
import { DISPLAY_TEXT_MESSAGE } from '@/lib/messages/site';

const submitted = { type: 'bug', subject: 'Leaderboard', message: 'It broke.', email: '', pageSection: 'Leaderboard', reproductionSteps: 'Open it.' };
const report = { game: 'pokemon', item: 'Pikachu', categories: ['hint'], notes: 'The hint is wrong.' };

/** Each stored display text, as the body that carries it. */
const FIELDS: [string, (text: string) => { success: boolean; error?: { issues: { message: string }[] } }][] = [
  ['bio', (text) => bioBody.safeParse({ bio: text })],
  ['feedback subject', (text) => feedbackSubmitBody.safeParse({ ...submitted, subject: text })],
  ['feedback message', (text) => feedbackSubmitBody.safeParse({ ...submitted, message: text })],
  ['bug report page', (text) => feedbackSubmitBody.safeParse({ ...submitted, pageSection: text })],
  ['bug report steps', (text) => feedbackSubmitBody.safeParse({ ...submitted, reproductionSteps: text })],
  ['data-correction notes', (text) => dataCorrectionBody.safeParse({ ...report, notes: text })],
  ['admin notes', (text) => feedbackUpdateBody.safeParse({ admin_notes: text })],
];

const REFUSED = {
  ESC: 'Hi \u001b[31mred',
  BEL: 'ding\u0007',
  TAB: 'a\tb',
  DEL: 'a\u007fb',
  'C1 NEL': 'a\u0085b',
  'right-to-left override': 'evil\u202Etxt.exe',
  'left-to-right embedding': '\u202Aabc',
  'first-strong isolate': '\u2068abc\u2069',
};

describe.each(FIELDS)('%s', (_field, parse) => {
  test.each(Object.entries(REFUSED))('refuses %s with the shared message', (_name, text) => {
    const result = parse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(DISPLAY_TEXT_MESSAGE);
  });

  test('keeps line breaks, accents, emoji and right-to-left script', () => {
    expect(parse('Line one\nLine two\r\nCafé 🐱 שלום')).toMatchObject({ success: true });
  });
});
