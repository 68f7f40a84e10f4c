// The calls `npm run bench` measures, and the targets of issue 12 they are judged by.

export const BASELINE = 'GET /api/time/info (baseline)';
export const GUEST_GUESS = 'POST daily guess, guest';
export const PLAYER_GUESS = 'POST daily guess, signed in';

/** The first call is the baseline every ratio is taken to. */
export function benchTargets({ base, game, date, players }) {
  const guess = {
    method: 'POST',
    path: `/api/daily/${game}/guess`,
    // A same-origin JSON write, as the page sends it (lib/http/request-guard.ts).
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ guess: 'Pikachu', date }),
  };
  return [
    { title: BASELINE, path: '/api/time/info' },
    { title: `GET /api/cards/${game}`, path: `/api/cards/${game}` },
    { title: GUEST_GUESS, ...guess },
    { title: PLAYER_GUESS, ...guess, headersPerClient: (index) => ({ cookie: players[index % players.length] }) },
    { title: 'GET /api/leaderboard/real-time?limit=10', path: '/api/leaderboard/real-time?limit=10' },
    { title: `GET /api/leaderboard/real-time/${game}?limit=10`, path: `/api/leaderboard/real-time/${game}?limit=10` },
    { title: `GET /solve/${game} (HTML)`, path: `/solve/${game}` },
  ];
}

/** Rows hold each call's median rps, p50, p99, failures and ratio to the baseline. Guest guess ≥ 0.9× baseline, signed-in guess ≥ 0.4×, every p99 < 100 ms, no non-2xx. */
export function judgeTargets(rows) {
  const byTitle = new Map(rows.map((row) => [row.title, row]));
  const ratio = (title) => byTitle.get(title).ratio;
  return [
    { met: ratio(GUEST_GUESS) >= 0.9, text: `guest guess ${ratio(GUEST_GUESS).toFixed(2)}× baseline (target ≥ 0.9×)` },
    { met: ratio(PLAYER_GUESS) >= 0.4, text: `signed-in guess ${ratio(PLAYER_GUESS).toFixed(2)}× baseline (target ≥ 0.4×)` },
    ...rows.map((row) => ({ met: row.p99 < 100, text: `${row.title}: p99 ${row.p99} ms (target < 100 ms)` })),
    ...rows.map((row) => ({ met: row.failed === 0, text: `${row.title}: ${row.failed} non-2xx or errors (target 0)` })),
  ];
}
