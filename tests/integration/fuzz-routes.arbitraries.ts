/**
 * What the fuzz test sends: path values (raw URL segments, some with malformed percent-encoding),
 * query strings and bodies of every wrong shape, from a caller who is a guest, a player or an admin.
 * Plausible values are mixed in so that many requests get past validation into the handlers.
 */
import fc from 'fast-check';
import { signRevocationToken } from '@/lib/auth/revocation-token';
import { HTML_PAGE, makePngBomb, makeThinPngBomb, pictureForm, SVG_WITH_SCRIPT } from '@/tests/helpers/image-corpus';
import type { HttpMethod, RouteParams } from '@/tests/helpers/route-files';
import { chicagoDate } from '@/lib/time';

export type FuzzCaller = 'anonymous' | 'user' | 'admin';
/** A path value standing for the calling player's own id (filled in when the request is sent). */
export const SELF = '{self}';

export interface FuzzCase {
  /** The method is mostly one the route exports; sometimes any other, TRACE included. */
  route: { file: string; method: string };
  caller: FuzzCaller;
  /** Raw URL segments, still percent-encoded (possibly badly), by param name. */
  rawParams: RouteParams;
  query: string;
  /** undefined: no body; a string or a FormData: sent as it is; anything else: sent as JSON. */
  body: unknown;
  headers: Record<string, string>;
}

const PLAUSIBLE = [
  'pokemon', 'bible-books', 'aoe2-units', 'slay-the-spire', 'subnautica-creatures', 'Pikachu', 'Eevee', 'Ruth', 'Mew',
  '2026-11-23', '2026-02-30', '1970-01-01', '9999-12-31', 'google', 'oidc', 'dev', 'session', 'csrf', 'providers', 'signin', 'hint',
];
const NASTY = [
  '', ' ', '\u0000', 'a\u0000b', 'Pikachu\u0000', '\uD800', '\uDFFF\uD800', '%', '%ZZ', '%00', '../../etc/passwd', '<script>alert(1)</script>',
  "' or 1=1 --", 'null', 'undefined', 'NaN', '\u202E', '\u2066', '\u001b[31m', '\u0007', '\r\n', 'ｐｏｋｅｍｏｎ', '𝓟𝓲𝓴𝓪𝓬𝓱𝓾', '0x41',
];
/** Names an object inherits: a value looked up in a plain object used as a map finds them (issue 25 item 9). */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
/** Methods sent to routes that may not take them: TRACE and TRACK Next could not even read (issue 25 item 10). */
const ANY_METHOD = ['TRACE', 'TRACK', 'PROPFIND', 'PURGE', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Sequences decodeURIComponent refuses. */
const BAD_ENCODINGS = ['%ZZ', '%', '%E0%A4%A', '%C0%AF', '%FF', 'a%2', '%%', '%u0041', '%F0%9F%98', '%ED%A0%80'];

const huge = fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length));

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...PLAUSIBLE), weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY), weight: 3 },
  { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 2 },
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`), weight: 3 },
  { arbitrary: huge, weight: 1 },
);

/** A URL path segment as sent: well encoded, or with a malformed percent sequence. */
function encodeSegment(text: string): string {
  const encoded = encodeURIComponent(text.toWellFormed());
  if (encoded === '' || encoded === '.' || encoded === '..') return `x${encoded}`;
  return encoded.length > 20_000 ? encoded.slice(0, 20_000) : encoded;
}
const badlyEncoded = fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...BAD_ENCODINGS), fc.string({ maxLength: 6 })).map(
  ([before, bad, after]) => `${encodeSegment(before)}${bad}${encodeURIComponent(after.toWellFormed())}`,
);
const rawSegment = fc.oneof({ arbitrary: nastyText.map(encodeSegment), weight: 12 }, { arbitrary: badlyEncoded, weight: 1 });

/** Values for every dynamic segment name the app uses; a route picks those its path has. */
const rawParams: fc.Arbitrary<RouteParams> = fc.record({
  game: fc.oneof(fc.constantFrom('pokemon', 'bible-books'), rawSegment),
  gameId: fc.oneof(fc.constantFrom('pokemon', 'bible-books'), rawSegment),
  userId: fc.oneof(fc.constant(SELF), rawSegment),
  date: fc.oneof(fc.constant('2026-11-23'), rawSegment),
  provider: fc.oneof(fc.constantFrom('google', 'dev'), rawSegment),
  path: fc.array(rawSegment, { minLength: 1, maxLength: 4 }),
  id: fc.oneof(fc.constantFrom(SELF, 'FuzzPlayer', 'fuzzplayer', '1', '2', '0', '-1', '99999999999'), rawSegment),
  filename: fc.oneof(fc.constant(`${'0'.repeat(32)}.jpg`), rawSegment),
  nextauth: fc.oneof(fc.constantFrom<string[]>(['session'], ['csrf'], ['providers'], ['signin', 'dev'], ['callback', 'dev'], ['signout']), fc.array(rawSegment, { minLength: 1, maxLength: 3 })),
});

const queryPart = (text: string) => encodeURIComponent(text.toWellFormed()).slice(0, 5_000);
export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom('limit=5', 'limit=0', 'limit=-1', 'limit=1e3', 'limit=abc', 'limit=%ZZ', 'limit=5&limit=6', 'limit[]=1', 'limit=99999999999999999999', 'limit=%00', '%ZZ=1', '&&&=', '?'),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom('limit', 'game', 'date', 'userId', 'callbackUrl', 'page', 'type', 'status', 'search', 'sortBy', 'sortOrder', 'after', 'receipt'), nastyText), fc.oneof(nastyText.map(queryPart), fc.constantFrom(...BAD_ENCODINGS))), { maxLength: 4 })
    .map((pairs) => pairs.map(([key, value]) => `${queryPart(key)}=${value}`).join('&')),
  // Issue 29: the rank call's board.
  fc.constantFrom('game=pokemon', 'game=all', 'game=', 'game=pokemon&game=aoe2-units', 'game=__proto__'),
);

const FIELDS = [
  'guess', 'guesses', 'receipts', 'receipt', 'previousReceipt', 'key', 'token', 'date', 'game', 'item', 'categories', 'notes', 'username', 'is_daily', 'attempts_count',
  'is_hint_revealed', 'game_won', 'current_card_id', 'guessed_cards', 'attempts_data', 'games', 'pokemon', 'hintRevealed', 'userId', 'role',
  'bio', 'badge_achievement_id', 'confirm', 'profilePicture',
  'achievementIds', 'easterEgg', 'activity_type', 'game_id', 'activity_data', 'status', 'admin_notes',
  'type', 'subject', 'message', 'email', 'pageSection', 'reproductionSteps',
  'failRecordings', 'gameStats', 'total_games_played', 'total_daily_games_played', 'best_daily_streak', 'achievementId',
  'theme', 'highContrast',
];
const fieldName = fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 4 }, { arbitrary: fc.string({ maxLength: 10 }), weight: 1 });
const leaf = fc.oneof(nastyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(1e308), fc.constant(-0));
const { value: jsonish } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 6 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
  ),
}));

const deepNesting = fc.tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean()).map(([depth, asArray]) =>
  asArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"games":'.repeat(depth)}{}${'}'.repeat(depth)}`,
);
const rawText = fc.oneof(
  fc.constantFrom('', '{', 'null', '[]', '"guess"', '{"guess":', '\u0000', 'guess=Pikachu', '{"__proto__":{"role":"owner"},"guess":"Pikachu"}', '{"guess":"Pika\\u0000chu"}', '{"guess":"\\ud800"}'),
  fc.string(),
  huge.map((text) => JSON.stringify({ guess: text, notes: text })),
  deepNesting,
);

/** The shape of a guest's daily receipt (issue 36 item 2): name, mac, guest round id, position; the mac is not the server's. */
const GUEST_RECEIPT = 'UGlrYWNodQ.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAA.1';

/** A body each kind of route accepts (matched on its file path), to be spoiled a field or more at a time. */
const VALID_BODIES: [pathPart: RegExp, body: Record<string, unknown>][] = [
  [/endless\/\[game\]\/guess/, { token: 'not-a-token', guess: 'Pikachu', key: '0f8e6a52-3c1b-4d7e-9a2f-5b6c7d8e9f01', receipt: 'e30.AAAAAAAAAAAAAAAAAAAAAA' }],
  [/endless\/\[game\]\/hint/, { token: 'not-a-token', guesses: ['Pikachu', 'Mew', 'Onix', 'Ditto', 'Snorlax'], receipts: [] }],
  [/daily\/\[game\]\/guess/, { guess: 'Pikachu', date: '2026-11-23', key: '0f8e6a52-3c1b-4d7e-9a2f-5b6c7d8e9f01', receipt: 'e30.AAAAAAAAAAAAAAAAAAAAAA', previousReceipt: GUEST_RECEIPT }],
  [/daily\/\[game\]\/hint/, { guesses: ['Pikachu', 'Mew', 'Onix', 'Ditto', 'Snorlax'], receipts: [] }],
  [/data-correction/, { game: 'pokemon', item: 'Pikachu', categories: ['hint'], notes: 'The hint is wrong.' }],
  [/username/, { username: 'FuzzName' }],
  [/test\/faults/, { failRecordings: 0 }],
  [/merge/, { date: '2026-11-23', games: { pokemon: { guesses: ['Pikachu'], receipts: [GUEST_RECEIPT], hintRevealed: false } } }],
  [/game-stats/, { is_daily: true, attempts_count: 3 }],
  [/daily-game-states/, { is_hint_revealed: true, game_won: false, current_card_id: 'Pikachu', guessed_cards: ['Pikachu'], attempts_data: [] }],
  [/test\/daily-puzzle/, { game: 'pokemon', item: 'Mew', date: '2026-11-23' }],
  [/\/bio\//, { bio: 'Hello, I play every day.' }],
  [/auth\/logout\/route/, { revocationToken: signRevocationToken({ sid: 'fuzz-no-such-session' }) }],
  [/\/badge\//, { badge_achievement_id: null }],
  [/users\/\[userId\]\/route/, { confirm: 'FuzzPlayer' }],
  [/mark-notified/, { achievementIds: [1, 2] }],
  [/easter-egg/, { easterEgg: 'capybara' }],
  [/user-activities/, { activity_type: 'how_to_play_viewed', game_id: 'pokemon', activity_data: { mode: 'daily' } }],
  [/feedback\/submit/, { type: 'bug', subject: 'Bug: leaderboard', message: 'It broke.', email: 'fan@example.com', pageSection: 'Leaderboard', reproductionSteps: 'Open it.' }],
  [/admin\/feedback\/\[id\]/, { status: 'in-progress', admin_notes: 'Called them back.' }],
  [/admin\/users\/\[id\]\/stats/, { gameStats: [{ game: 'pokemon', total_games_played: 4, total_daily_games_played: 3, best_daily_streak: 2 }] }],
  [/admin\/users\/\[id\]\/achievements/, { achievementId: 1 }],
  [/admin\/users\/\[id\]\/route/, { username: 'FuzzRenamed', role: 'moderator' }],
  [/archive\/\[game\]\/\[date\]\/guess/, { guess: 'Pikachu', key: '0f8e6a52-3c1b-4d7e-9a2f-5b6c7d8e9f01' }],
  [/archive\/\[game\]\/\[date\]\/hint/, { receipts: [] }],
  [/\/appearance\//, { theme: 'light', highContrast: true }],
];
const spoiledValue = fc.oneof({ arbitrary: nastyText, weight: 3 }, { arbitrary: jsonish, weight: 1 });

function spoiledBody(file: string): fc.Arbitrary<Record<string, unknown>> {
  const valid = VALID_BODIES.find(([pathPart]) => pathPart.test(file))?.[1] ?? { guess: 'Pikachu' };
  const keys = Object.keys(valid);
  const spoiledKeys = fc.oneof({ arbitrary: fc.constantFrom(...keys).map((key) => [key]), weight: 3 }, { arbitrary: fc.subarray(keys, { minLength: 1 }), weight: 1 });
  return fc
    .tuple(spoiledKeys, fc.array(spoiledValue, { minLength: keys.length, maxLength: keys.length }), fc.dictionary(fieldName, jsonish, { maxKeys: 2 }))
    .map(([chosen, values, extra]) => ({ ...valid, ...extra, ...Object.fromEntries(chosen.map((key, index) => [key, values[index]])) }));
}

const body = (file: string): fc.Arbitrary<unknown> => fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 1 },
  { arbitrary: spoiledBody(file), weight: 5 },
  { arbitrary: fc.dictionary(fieldName, jsonish, { maxKeys: 8 }), weight: 5 },
  { arbitrary: jsonish, weight: 2 },
  { arbitrary: rawText, weight: 2 },
);

export const headers: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', ''),
    origin: fc.constantFrom('http://localhost', 'http://evil.example', 'null'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'not an address', '1.2.3.4, 5.6.7.8'),
  },
  { requiredKeys: ['content-type'] },
);

export function fuzzCase(routes: { file: string; method: HttpMethod }[]): fc.Arbitrary<FuzzCase> {
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.oneof({ arbitrary: fc.constant(route), weight: 9 }, { arbitrary: fc.constantFrom(...ANY_METHOD).map((method) => ({ file: route.file, method })), weight: 1 }),
      caller: fc.constantFrom<FuzzCaller>('anonymous', 'user', 'admin'),
      rawParams,
      query: queryString,
      body: body(route.file),
      headers,
    }),
  );
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const noParams: RouteParams = {};

/** Holes found by hand before this test existed: always sent first, whatever the seed draws. */
export const KNOWN_CASES: FuzzCase[] = [
  { route: { file: 'app/api/cards/[game]/route.ts', method: 'GET' }, caller: 'anonymous', rawParams: { game: '%ZZ' }, query: '', body: undefined, headers: JSON_HEADERS },
  { route: { file: 'app/api/[...path]/route.ts', method: 'GET' }, caller: 'anonymous', rawParams: { path: ['cards', '%ZZ'] }, query: '', body: undefined, headers: JSON_HEADERS },
  {
    route: { file: 'app/api/feedback/data-correction/route.ts', method: 'POST' },
    caller: 'anonymous',
    rawParams: noParams,
    query: '',
    body: { game: 'pokemon', item: 'Pikachu', categories: ['hint'], notes: 'a\u0000b' },
    headers: JSON_HEADERS,
  },
  { route: { file: 'app/api/game-stats/user/[userId]/route.ts', method: 'GET' }, caller: 'admin', rawParams: { userId: 'a%00b' }, query: '', body: undefined, headers: JSON_HEADERS },
  // A status spelled like an inherited property passed as one (issue 25 item 9).
  ...PROTOTYPE_KEYS.map((status): FuzzCase => ({ route: { file: 'app/api/admin/feedback/[id]/route.ts', method: 'PUT' }, caller: 'admin', rawParams: { id: '1' }, query: '', body: { status }, headers: JSON_HEADERS })),
  ...PROTOTYPE_KEYS.map((status): FuzzCase => ({ route: { file: 'app/api/admin/feedback/route.ts', method: 'GET' }, caller: 'admin', rawParams: noParams, query: `status=${status}`, body: undefined, headers: JSON_HEADERS })),
  { route: { file: 'app/api/auth/[...nextauth]/route.ts', method: 'GET' }, caller: 'anonymous', rawParams: { nextauth: ['csrf'] }, query: 'callbackUrl=%ZZ', body: undefined, headers: JSON_HEADERS },
  // TRACE was a 500 on every route, another method a route lacks a 405 without Allow (issue 25 item 10).
  ...['app/api/time/info/route.ts', 'app/api/health/live/route.ts', 'app/api/daily/[game]/guess/route.ts', 'app/auth/me/route.ts', 'app/api/[...path]/route.ts', 'app/api/test/faults/route.ts'].flatMap((file) =>
    ['TRACE', 'TRACK', 'PROPFIND', 'DELETE'].map((method): FuzzCase => ({ route: { file, method }, caller: 'user', rawParams: { game: 'pokemon', path: ['no', 'such', 'call'] }, query: '', body: undefined, headers: JSON_HEADERS })),
  ),
  // The metrics route (issue 37) with tokens that are not METRICS_TOKEN: the 404 of an unknown call.
  ...['Bearer', 'Bearer ', 'Bearer wrong-token-wrong-token', `Bearer ${'x'.repeat(5000)}`, 'Basic YTpi'].map((authorization): FuzzCase => ({
    route: { file: 'app/api/metrics/route.ts', method: 'GET' },
    caller: 'anonymous',
    rawParams: noParams,
    query: '',
    body: undefined,
    headers: { authorization },
  })),
  // Picture uploads that must be refused (issue 13): the multipart boundary comes with the form.
  ...[
    pictureForm(SVG_WITH_SCRIPT, 'avatar.png', 'image/png'),
    pictureForm(HTML_PAGE, 'avatar.jpg', 'image/jpeg'),
    pictureForm(makePngBomb(), 'bomb.png', 'image/png'),
    pictureForm(makeThinPngBomb(), 'thin.png', 'image/png'), // issue 25: under the old 40 MP cap, seconds to decode
  ].flatMap((form) =>
    (['anonymous', 'user'] as const).map((caller): FuzzCase => ({
      route: { file: 'app/api/profile-picture/upload/route.ts', method: 'POST' },
      caller,
      rawParams: noParams,
      query: '',
      body: form,
      headers: {},
    })),
  ),
  // An admin's writes the role rules refuse (issue 25 item 6): a 403 whose only row is its audited refusal.
  { route: { file: 'app/api/admin/users/[id]/route.ts', method: 'PUT' }, caller: 'admin', rawParams: { id: SELF }, query: '', body: { role: 'owner' }, headers: JSON_HEADERS },
  // 17: Creator, the owner-only badge (the seventeenth row of drizzle/0005_achievements_catalogue.sql).
  { route: { file: 'app/api/admin/users/[id]/achievements/grant/route.ts', method: 'POST' }, caller: 'admin', rawParams: { id: SELF }, query: '', body: { achievementId: 17 }, headers: JSON_HEADERS },
  // Everyone's numbers (issue 29): forged, malformed and oversized receipts, an unknown game, an unknown parameter.
  ...['receipt=AAAA.BBBB', 'receipt=%ZZ', 'receipt=a.b.c', `receipt=${'x'.repeat(400)}`, 'receipt=', 'date=2020-01-01'].flatMap((query) =>
    (['anonymous', 'user'] as const).map((caller): FuzzCase => ({ route: { file: 'app/api/daily/[game]/stats/route.ts', method: 'GET' }, caller, rawParams: { game: 'pokemon' }, query, body: undefined, headers: JSON_HEADERS })),
  ),
  { route: { file: 'app/api/daily/[game]/stats/route.ts', method: 'GET' }, caller: 'anonymous', rawParams: { game: '__proto__' }, query: '', body: undefined, headers: JSON_HEADERS },
  // A guest round merged in part, mixed or with forged places (issue 36 item 2): a 400, nothing merged.
  ...[
    [GUEST_RECEIPT.replace(/\.1$/, '.2')],
    [GUEST_RECEIPT, GUEST_RECEIPT],
    [GUEST_RECEIPT, GUEST_RECEIPT.replace('.AAAAAAAAAAAAAAAA.', '.BBBBBBBBBBBBBBBB.')],
    [GUEST_RECEIPT.replace(/\.1$/, '.0'), GUEST_RECEIPT.replace(/\.1$/, '.-1'), `${GUEST_RECEIPT}.9`],
  ].map((receipts): FuzzCase => ({ route: { file: 'app/api/daily-game-states/merge/route.ts', method: 'POST' }, caller: 'user', rawParams: noParams, query: '', body: { date: chicagoDate(), games: { pokemon: { receipts } } }, headers: JSON_HEADERS })),
  // A guest's guess continuing a forged or malformed round: judged, as the first guess of a new round.
  ...[GUEST_RECEIPT, 'a.b.c.d.e', `${'x'.repeat(290)}.1`].map((previousReceipt): FuzzCase => ({ route: { file: 'app/api/daily/[game]/guess/route.ts', method: 'POST' }, caller: 'anonymous', rawParams: { game: 'pokemon' }, query: '', body: { guess: 'Pikachu', previousReceipt }, headers: JSON_HEADERS })),
  // The fairness call (issue 30): malformed, out-of-range and repeated pages, an unknown parameter, an unknown game.
  ...['page=0', 'page=-1', 'page=1.5', 'page=abc', 'page=99999', 'page=1&page=2', 'page=%ZZ', 'date=2020-01-01', 'page='].map(
    (query): FuzzCase => ({ route: { file: 'app/api/fairness/[game]/route.ts', method: 'GET' }, caller: 'anonymous', rawParams: { game: 'pokemon' }, query, body: undefined, headers: JSON_HEADERS }),
  ),
  { route: { file: 'app/api/fairness/[game]/route.ts', method: 'GET' }, caller: 'anonymous', rawParams: { game: '__proto__' }, query: '', body: undefined, headers: JSON_HEADERS },
];
