/** @jest-environment node */
/** The e2e suite's log scan (tests/helpers/log-scan.ts) finds what it looks for: a planted secret fails it. */
import { parseSecrets, scanLines } from '@/tests/helpers/log-scan';

const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 'info', time: '2026-11-29T06:00:00.000Z', instance: 'app1', msg: 'request', request_id: 'r-12345678', ...fields });
const secrets = parseSecrets(
  [
    { kind: 'session cookie', value: 'abcdEFGH1234session' },
    { kind: 'receipt', value: 'UGlrYWNodQ.c2lnbmF0dXJl.round-1.0' },
    { kind: 'bio', value: 'I solve every puzzle.' },
    { kind: 'short', value: 'abc' },
  ].map((secret) => JSON.stringify(secret)).join('\n'),
);

test('a clean log passes', () => {
  const lines = ['\u001b[1m\u001b[38;2;173;127;168m▲ Next.js 16.4.6\u001b[39m\u001b[22m', '\u001b[32m\u001b[1m✓\u001b[22m\u001b[39m Ready in 1091ms', '   ▲ Next.js 16.0.0', '   - Local:        http://localhost:3107', ' ✓ Ready in 900ms', '', line({ route: '/api/time/info', status: 200 }), line({ msg: '[api] unexpected error', request_id: undefined, err: { message: 'Error: abc' } })];
  expect(scanLines('log', lines, secrets, { json: true })).toEqual([]);
});

test.each([
  ['a session cookie value', line({ cookie: 'guessdle.session=abcdEFGH1234session' }), 'holds a session cookie: abcd… (19 characters)'],
  ['a receipt', line({ body: '{"receipts":["UGlrYWNodQ.c2lnbmF0dXJl.round-1.0"]}' }), 'holds a receipt: UGlr… (33 characters)'],
  ['a bio', line({ err: { message: 'Failed query: params: I solve every puzzle.' } }), 'holds a bio: I so… (21 characters)'],
  ['an e-mail address never recorded', line({ user: 'ann.lee@example.com' }), 'holds an e-mail address'],
  ['a token shaped like a JWE', line({ token: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..c2Vzc2lvbi1pdg.bm90LWEtcmVhbC10b2tlbg.dGFn' }), 'holds a signed token (a session cookie?)'],
  ['a line that is not JSON', 'Error: something [object Object]', 'is not JSON: Error: something [object Object]'],
  ["a request's line without its id", line({ request_id: undefined }), "is a request's line without its request_id"],
])('%s fails the scan', (_what, planted, problem) => {
  const lines = [line({}), planted];
  expect(scanLines('log', lines, secrets, { json: true })).toEqual([{ file: 'log', line: 2, problem }]);
});

test('stderr is scanned for secrets, not for JSON', () => {
  expect(scanLines('stderr', ['Error: boom', 'at x (abcdEFGH1234session)'], secrets, { json: false })).toEqual([{ file: 'stderr', line: 2, problem: 'holds a session cookie: abcd… (19 characters)' }]);
});
