// The mix `npm run bench:mixed` offers (issue 27), per 100 calls: mostly guesses (daily and endless, guests and
// signed-in players: 51, and 4 new endless rounds) and page reads (35 with /stats), a few leaderboard and
// public-profile reads (10). Every guess names a random item of the game, as a player types them; a signed-in
// guess carries a fresh key, as the page sends it (lib/validation/game.ts), and endless guesses play rounds
// started by the same player (about four guesses a round). One game, Pokemon, for the daily, endless, /solve
// and the one-game leaderboard.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const GAME = 'pokemon';

/** Calls per 100, in the order of the table. `kind` decides the latency target (scripts/perf/mixed-report.mjs). */
export const MIX = [
  { title: `POST /api/daily/${GAME}/guess, guest`, kind: 'api', weight: 20 },
  { title: `POST /api/daily/${GAME}/guess, signed in`, kind: 'api', weight: 15 },
  { title: `POST /api/endless/${GAME} (new round), guest`, kind: 'api', weight: 2 },
  { title: `POST /api/endless/${GAME} (new round), signed in`, kind: 'api', weight: 2 },
  { title: `POST /api/endless/${GAME}/guess, guest`, kind: 'api', weight: 8 },
  { title: `POST /api/endless/${GAME}/guess, signed in`, kind: 'api', weight: 8 },
  { title: 'GET /api/leaderboard/real-time?limit=10', kind: 'api', weight: 4 },
  { title: `GET /api/leaderboard/real-time/${GAME}?limit=10`, kind: 'api', weight: 3 },
  { title: 'GET /auth/public-profile/{username}', kind: 'api', weight: 3 },
  { title: 'GET /stats (page, signed in)', kind: 'page', weight: 3 },
  { title: 'GET / (page)', kind: 'page', weight: 10 },
  { title: `GET /solve/${GAME} (page)`, kind: 'page', weight: 10 },
  { title: 'GET /daily (page)', kind: 'page', weight: 6 },
  { title: 'GET /leaderboard (page)', kind: 'page', weight: 6 },
];

const itemNames = JSON.parse(readFileSync(`lib/games/${GAME}/items.json`, 'utf8')).map((item) => item.name);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** Hands out the entries of `list` in turn. */
const inTurn = (list) => {
  let next = 0;
  return () => list[next++ % list.length];
};

const GUEST = 'guest';
// What a page shows, answering 200, when its reading failed (components/leaderboard/leaderboard-display.ts, app/stats/page.tsx).
const LEADERBOARD_ERROR_TEXT = 'Failed to load leaderboard data';
const STATS_ERROR_TEXT = 'Failed to load your stats';
const showing = (message) => (text) => text.includes(message);
/** A signed-in guess judged but not stored (saved false or null: lib/services/play/play.ts); the page sends it again. */
const notSaved = (text) => {
  const answer = JSON.parse(text);
  return 'saved' in answer && answer.saved !== true; // an endless guess that is not a win stores nothing and says nothing
};
const ROUNDS_KEPT = 20;

/** Endless round tokens per player (a signed-in player's cookie, or GUEST): each guess plays one of its player's rounds. */
function roundBook() {
  const rounds = new Map();
  return {
    add(player, token) {
      const list = rounds.get(player) ?? [];
      list.push(token);
      if (list.length > ROUNDS_KEPT) list.shift();
      rounds.set(player, list);
    },
    any: (player) => pick(rounds.get(player)),
  };
}

/**
 * The calls of MIX with their requests. players: signed-in Cookie headers (each with a chosen username);
 * profileNames: usernames for the public profile; date: today's puzzle date. startRounds() starts one endless
 * round per player and a few for guests, before measuring, so every guess has a round to play.
 */
export function mixedCalls({ base, date, players, profileNames }) {
  const json = { 'content-type': 'application/json', origin: base }; // a same-origin write, as the page sends it
  const nextPlayer = inTurn(players);
  const nextProfile = inTurn(profileNames);
  const rounds = roundBook();
  const startRound = (player) => ({
    path: `/api/endless/${GAME}`,
    method: 'POST',
    headers: player === GUEST ? json : { ...json, cookie: player },
    onAnswer: (text) => rounds.add(player, JSON.parse(text).token),
  });
  const requests = [
    { request: () => ({ path: `/api/daily/${GAME}/guess`, method: 'POST', headers: json, body: JSON.stringify({ guess: pick(itemNames), date }) }) },
    {
      request: () => ({
        path: `/api/daily/${GAME}/guess`,
        method: 'POST',
        headers: { ...json, cookie: nextPlayer() },
        body: JSON.stringify({ guess: pick(itemNames), date, key: randomUUID() }),
        failedIf: notSaved,
      }),
    },
    { request: () => startRound(GUEST) },
    { request: () => startRound(nextPlayer()) },
    { request: () => ({ path: `/api/endless/${GAME}/guess`, method: 'POST', headers: json, body: JSON.stringify({ token: rounds.any(GUEST), guess: pick(itemNames) }) }) },
    {
      request: () => {
        const player = nextPlayer();
        const body = JSON.stringify({ token: rounds.any(player), guess: pick(itemNames), key: randomUUID() });
        return { path: `/api/endless/${GAME}/guess`, method: 'POST', headers: { ...json, cookie: player }, body, failedIf: notSaved };
      },
    },
    { request: () => ({ path: '/api/leaderboard/real-time?limit=10' }) },
    { request: () => ({ path: `/api/leaderboard/real-time/${GAME}?limit=10` }) },
    { request: () => ({ path: `/auth/public-profile/${encodeURIComponent(nextProfile())}` }) },
    { request: () => ({ path: '/stats', headers: { cookie: nextPlayer() }, failedIf: showing(STATS_ERROR_TEXT) }) },
    { request: () => ({ path: '/' }) },
    { request: () => ({ path: `/solve/${GAME}` }) },
    { request: () => ({ path: '/daily' }) },
    { request: () => ({ path: '/leaderboard', failedIf: showing(LEADERBOARD_ERROR_TEXT) }) },
  ];
  const calls = MIX.map((entry, index) => ({ ...entry, ...requests[index] }));

  async function startRounds() {
    for (const player of [...players, GUEST, GUEST, GUEST, GUEST]) {
      const { path, method, headers, onAnswer } = startRound(player);
      const response = await fetch(base + path, { method, headers });
      if (!response.ok) throw new Error(`starting an endless round failed: ${response.status}`);
      onAnswer(await response.text());
    }
  }
  return { calls, startRounds };
}

/** The calls in the proportions of their weights, evenly interleaved (smooth weighted round robin). */
export function weightedCycle(calls) {
  const total = calls.reduce((sum, call) => sum + call.weight, 0);
  const current = calls.map(() => 0);
  return () => {
    let best = 0;
    calls.forEach((call, index) => {
      current[index] += call.weight;
      if (current[index] > current[best]) best = index;
    });
    current[best] -= total;
    return calls[best];
  };
}
