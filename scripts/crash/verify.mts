/**
 * What the crash test checks once the kills are over, against the database itself: every answer that said
 * `saved: true` is in guess_records and its win is stored; wins sent (distinct winning keys) equal wins
 * stored, daily and endless, per player and game (no loss, no double count); each daily round holds exactly
 * the guesses sent, in order; and `npm run db:check` (every kept value recounted from history) is clean.
 */
import { spawn } from 'node:child_process';
import postgres from 'postgres';
import type { Guess, Player } from './players.mts';
import type { KillRecord } from './site.mts';

export interface Verdict {
  problems: string[];
  dailySent: number;
  dailyStored: number;
  endlessSent: number;
  endlessStored: number;
  recordsExpected: number;
  recordsStored: number;
  /** Guesses whose answer a kill cut off although their write had committed (the resend answered it). */
  committedButCut: number;
  /** Guesses whose request a kill cut off before their write committed (a resend stored it). */
  cutBeforeCommit: number;
  /** Answers `saved: false` ("certainly not stored") from the very request that stored the guess. */
  falseNotSaved: number;
}

const pairKey = (...parts: string[]) => parts.join('|');

export async function verifyStored(databaseUrl: string, guesses: Guess[], others: { players: Player[]; dailyWins: number }, kills: KillRecord[]): Promise<Verdict> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const records = await sql<{ user_id: string; key: string; round: string; guess: string; created_at: Date }[]>`select user_id, key::text as key, round, guess, created_at from guess_records`;
    const dailyWins = await sql<{ user_id: string; game: string; date: string }[]>`select user_id, game, date::text as date from daily_wins`;
    const endlessWins = await sql<{ user_id: string; game: string; round_id: string; item_name: string }[]>`select user_id, game, round_id, item_name from endless_wins`;
    const states = await sql<{ user_id: string; game: string; date: string; guessed_cards: string[]; game_won: boolean }[]>`select user_id, game, date::text as date, guessed_cards, game_won from daily_game_states`;
    const problems: string[] = [];
    const recordByKey = new Map(records.map((row) => [pairKey(row.user_id, row.key), row]));
    const dailyWin = new Set(dailyWins.map((row) => pairKey(row.user_id, row.game, row.date)));
    const endlessWin = new Map(endlessWins.map((row) => [pairKey(row.user_id, row.round_id), row]));
    const killedAt = kills.map((kill) => kill.wallAt);
    let committedButCut = 0;
    let cutBeforeCommit = 0;
    let falseNotSaved = 0;

    for (const guess of guesses) {
      const who = `${guess.player.username} ${guess.mode} ${guess.game} "${guess.guess}" key ${guess.key}`;
      const record = recordByKey.get(pairKey(guess.player.id, guess.key));
      const savedTrue = guess.sends.some((send) => send.saved === true);
      const recording = guess.mode === 'daily' || guess.won;
      if (savedTrue && !record) problems.push(`${who}: answered saved: true but not in guess_records`);
      if (record && record.guess !== guess.guess) problems.push(`${who}: guess_records holds "${record.guess}" under this key`);
      if (!recording && record) problems.push(`${who}: a guess that records nothing is in guess_records`);
      if (guess.won && savedTrue && guess.mode === 'daily' && !dailyWin.has(pairKey(guess.player.id, guess.game, guess.date!))) {
        problems.push(`${who}: the win answered saved: true but daily_wins has no row for ${guess.date}`);
      }
      if (guess.won && savedTrue && guess.mode === 'endless') {
        const roundId = record?.round.replace(/^endless:/, '');
        const win = roundId ? endlessWin.get(pairKey(guess.player.id, roundId)) : undefined;
        if (!win) problems.push(`${who}: the win answered saved: true (counted: ${String(guess.answer?.counted)}) but endless_wins has no row for round ${roundId}`);
        else if (win.item_name !== guess.guess) problems.push(`${who}: endless_wins holds ${win.item_name} for its round`);
      }
      // A write stamps its key with the time its request began: a send answered saved: false whose window
      // holds that time is the request that stored it, so its "not saved" was false.
      const falseNo = record && guess.sends.find((send) => send.saved === false && send.sentAt <= record.created_at.getTime() && record.created_at.getTime() <= send.answeredAt);
      if (falseNo) falseNotSaved += 1;
      if (falseNo) problems.push(`${who}: answered saved: false by the request that stored it (guess_records.created_at ${record!.created_at.toISOString()})`);
      const cut = guess.sends.find((send) => send.cutByKill !== undefined);
      if (cut && record && recording) {
        if (record.created_at.getTime() < killedAt[cut.cutByKill! - 1]) committedButCut += 1;
        else cutBeforeCommit += 1;
      }
    }

    // Wins sent (distinct winning keys, each answered saved: true in the end) against wins stored.
    const playerIds = new Set(others.players.map((player) => player.id));
    const loadDaily = dailyWins.filter((row) => !playerIds.has(row.user_id));
    const loadEndless = endlessWins.filter((row) => !playerIds.has(row.user_id));
    const sentWins = (mode: Guess['mode']) => guesses.filter((guess) => guess.mode === mode && guess.won);
    const perGame = (rows: { user_id: string; game: string }[]) => {
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(pairKey(row.user_id, row.game), (counts.get(pairKey(row.user_id, row.game)) ?? 0) + 1);
      return counts;
    };
    for (const mode of ['daily', 'endless'] as const) {
      const sent = perGame(sentWins(mode).map((guess) => ({ user_id: guess.player.id, game: guess.game })));
      const stored = perGame(mode === 'daily' ? loadDaily : loadEndless);
      for (const key of new Set([...sent.keys(), ...stored.keys()])) {
        if ((sent.get(key) ?? 0) !== (stored.get(key) ?? 0)) problems.push(`${mode} wins of ${key}: ${sent.get(key) ?? 0} sent, ${stored.get(key) ?? 0} stored`);
      }
    }
    const browserDaily = dailyWins.length - loadDaily.length;
    if (browserDaily !== others.dailyWins) problems.push(`the browser's players: ${others.dailyWins} daily wins sent, ${browserDaily} stored`);
    if (endlessWins.length !== loadEndless.length) problems.push(`the browser's players have ${endlessWins.length - loadEndless.length} endless wins (they played none)`);

    // Each daily round holds the guesses sent, in the order sent, once each, and is won.
    const sentRounds = new Map<string, string[]>();
    for (const guess of guesses.filter((one) => one.mode === 'daily')) {
      const key = pairKey(guess.player.id, guess.game, guess.date!);
      sentRounds.set(key, [...(sentRounds.get(key) ?? []), guess.guess]);
    }
    for (const state of states.filter((row) => !playerIds.has(row.user_id))) {
      const sent = sentRounds.get(pairKey(state.user_id, state.game, state.date)) ?? [];
      if (JSON.stringify(sent) !== JSON.stringify(state.guessed_cards) || !state.game_won) {
        problems.push(`daily_game_states of ${state.user_id} ${state.game}: holds ${JSON.stringify(state.guessed_cards)} (won: ${state.game_won}), sent ${JSON.stringify(sent)}`);
      }
      sentRounds.delete(pairKey(state.user_id, state.game, state.date));
    }
    for (const [key, sent] of sentRounds) problems.push(`daily round ${key}: sent ${JSON.stringify(sent)} but there is no daily_game_states row`);

    const recordsExpected = guesses.filter((guess) => guess.mode === 'daily' || guess.won).length + others.dailyWins;
    if (records.length !== recordsExpected) problems.push(`guess_records has ${records.length} rows, ${recordsExpected} guesses were sent that record`);
    return {
      problems,
      dailySent: sentWins('daily').length + others.dailyWins,
      dailyStored: dailyWins.length,
      endlessSent: sentWins('endless').length,
      endlessStored: endlessWins.length,
      recordsExpected,
      recordsStored: records.length,
      committedButCut,
      cutBeforeCommit,
      falseNotSaved,
    };
  } finally {
    await sql.end();
  }
}

/** `npm run db:check` against the crash database: its exit code and its output. */
export function runDbCheck(databaseUrl: string, track: (child: ReturnType<typeof spawn>) => void): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'db:check'], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
    track(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
