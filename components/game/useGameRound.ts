'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { CLOUD_SAVE_FAILED, GUESS_REQUEST_FAILED, LOCAL_SAVE_FAILED } from '@/lib/messages/game';
import { ApiRequestError, errorMessage } from '@/lib/client/api';
import type { ArchiveGuessResponse, DailyGuessResponse, EndlessGuessResponse } from '@/lib/client/endpoints';
import { saveArchiveRound } from '@/lib/client/archive-storage';
import { readLocalStreak, recordLocalWin, saveDailyState } from '@/lib/client/guest-storage';
import { markSessionPresent } from '@/lib/client/auth-api';
import { enqueue, type OutboxEntry } from '@/lib/client/outbox';
import { refreshCurrentUser } from '@/lib/client/queries/current-user';
import { useAccountStreakReader } from '@/lib/client/queries/game';
import { usePlayCalls } from '@/lib/client/queries/play';
import { randomId } from '@/lib/client/random-id';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import type { NewAchievement } from '@/lib/achievements/types';
import { useToast } from '@/components/ui/toast';
import { useAnnounceAchievements } from '@/components/achievements/useAnnounceAchievements';
import { guessedNames, guestRoundLink, newRound, roundFromSaved, savedFromRound, withOutcome, withUnsavedGuesses, type Round } from './round-state';
import type { GameSnapshot } from './useGameData';
import { useRoundSaves } from './useRoundSaves';


interface RoundEvents {
  /** The server says the page is playing a day that is over: load today's puzzle. */
  onDayChanged: () => void;
  /** A guess just won the round (not called when a won state is restored). */
  onWin: () => void;
}

type GuessAnswer = DailyGuessResponse | EndlessGuessResponse | ArchiveGuessResponse;

/** The new streak a signed-in daily win carries (recorded in the same transaction as the guess). */
const streakOf = (outcome: GuessAnswer): number | undefined => ('streak' in outcome ? outcome.streak : undefined);
/** What a signed-in win unlocked (recorded in the same transaction as the win). */
const unlockedBy = (outcome: object) => ('newAchievements' in outcome ? (outcome.newAchievements as NewAchievement[] | undefined) : undefined);
/** A signed-in answer that the server stored the guess: `saved: true`; false or null (unknown) is not. */
const savedState = (outcome: GuessAnswer): boolean | null | undefined => ('saved' in outcome ? outcome.saved : undefined);
const judgementOf = (outcome: GuessAnswer): string | undefined => ('judgement' in outcome ? outcome.judgement : undefined);
/** The player an answer not saved belongs to (the server read it from the session cookie). */
const playerOf = (outcome: GuessAnswer): string | undefined => ('player' in outcome ? outcome.player : undefined);

/**
 * One round of play, daily or endless. The server judges every guess. A guest's daily round is saved
 * in browser storage after every change; a signed-in player's is saved by the server as it judges, and
 * what it judged but could not store waits in the outbox (lib/client/outbox) until it is stored, shown
 * meanwhile as not saved yet. An endless round lives in memory only. An archive round (a past day's
 * puzzle) is kept like a daily one, apart from it (lib/client/archive-storage.ts, or the server's
 * archive_rounds), never in the outbox and never counted toward the streak.
 */
export function useGameRound(game: GameConfig, snapshot: GameSnapshot | null, { onDayChanged, onWin }: RoundEvents) {
  const client = useQueryClient();
  const calls = usePlayCalls(game);
  const readAccountStreak = useAccountStreakReader(game);
  const { showToast } = useToast();
  const announceAchievements = useAnnounceAchievements();
  const date = snapshot?.daily.date ?? '';
  const accountId = snapshot?.accountId ?? null;
  const startMode = snapshot?.archive ? 'archive' : 'daily';
  const [round, setRound] = useState<Round>(() => roundFromSaved(snapshot?.saved ?? null, startMode));
  const [savedNow, setSavedNow] = useState(false);
  const saves = useRoundSaves(game, round, accountId, date, savedNow);
  const [streak, setStreak] = useState(snapshot?.streak ?? 0);
  const [dailyWon, setDailyWon] = useState(startMode === 'daily' && snapshot?.saved?.game_won === true);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [seenSignature, setSeenSignature] = useState('#'); // nothing kept

  // The board stays mounted from the loading state to the first snapshot (GameBoard): the round starts from
  // it as a fresh mount would (nothing can be played while loading). Any later snapshot mounts a new board.
  const [startedFrom, setStartedFrom] = useState(snapshot);
  const startingOver = snapshot !== startedFrom;
  if (startingOver) {
    setStartedFrom(snapshot);
    setRound(roundFromSaved(snapshot?.saved ?? null, startMode));
    setStreak(snapshot?.streak ?? 0);
    setDailyWon(startMode === 'daily' && snapshot?.saved?.game_won === true);
    setSeenSignature('#');
  }
  const items = useMemo(() => snapshot?.items ?? [], [snapshot]);
  const itemsByName = useMemo(() => new Map(items.map((item) => [item.name.toLowerCase(), item])), [items]);

  // What the outbox holds changes the round: guesses judged but still waiting (after a reload, or from
  // another tab) join it, and a win that waited brings the server's streak when it lands. Adjusted while
  // rendering, once per change (React's "storing information from previous renders").
  const { unsavedGuesses, landedStreak } = saves;
  const outboxSignature = `${unsavedGuesses.map((shown) => shown.attempt.name).join('|')}#${landedStreak ?? ''}`;
  if (!startingOver && outboxSignature !== seenSignature) {
    setSeenSignature(outboxSignature);
    const next = round.mode === 'daily' ? withUnsavedGuesses(round, unsavedGuesses) : round;
    if (next !== round) setRound(next);
    if (next.won && next.mode === 'daily') setDailyWon(true);
    if (landedStreak !== undefined) setStreak(landedStreak);
  }

  function commit(next: Round) {
    setRound(next);
    if (accountId || next.mode === 'endless') return;
    const saved = savedFromRound(next, date);
    if (!(next.mode === 'daily' ? saveDailyState(game, saved) : saveArchiveRound(game, saved))) {
      showToast(LOCAL_SAVE_FAILED, { type: 'error', autoCloseDelay: 6000 });
    }
  }

  /** A guest's win is counted in browser storage; a signed-in player's answer brought the server's streak. */
  function recordDailyWin(accountStreak: number | undefined) {
    setDailyWon(true);
    if (!accountId) {
      if (!recordLocalWin(game, date)) showToast(LOCAL_SAVE_FAILED, { type: 'error', autoCloseDelay: 6000 });
      setStreak(readLocalStreak(game, date).current);
      return;
    }
    if (accountStreak !== undefined) {
      setStreak(accountStreak);
      return;
    }
    // Only a win another tab recorded first comes without the streak: the summary has it.
    readAccountStreak(accountId, date).then(setStreak, (error: unknown) => console.error('Loading your streak failed', error));
  }

  /** Runs one server call at a time, so a double click cannot send a guess twice. */
  async function exclusive(task: () => Promise<void>) {
    if (busyRef.current || !snapshot) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await task();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'day_changed') {
        showToast(errorMessage(error, "A new day has started: here is today's puzzle."), { type: 'warning', autoCloseDelay: 8000 });
        onDayChanged();
      } else {
        showToast(errorMessage(error, GUESS_REQUEST_FAILED), { type: 'error' });
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  /** The server answered as to a signed-in player while this page took them for a guest: learn who it is. */
  function learnSignedIn() {
    markSessionPresent();
    void refreshCurrentUser(client);
  }

  /**
   * A signed-in guess the server judged without confirming it stored it goes to the outbox, with its key
   * and receipt, and is sent again until it is stored (the cloud-save toast tells the player, once while
   * anything of the round waits; the status line says the rest). It is kept even when this page took the
   * player for a guest: the answer names the player the session cookie belongs to (issue 36 item 0), and
   * the page then learns who is signed in.
   */
  function keepUnsaved(item: AnyItem, key: string, outcome: GuessAnswer) {
    if (round.mode === 'archive' || savedState(outcome) === undefined || savedState(outcome) === true) return;
    const userId = accountId ?? playerOf(outcome);
    if (!userId) return;
    if (!accountId) learnSignedIn();
    if (!saves.anyWaiting) showToast(CLOUD_SAVE_FAILED, { type: 'error', autoCloseDelay: 6000 });
    const kept = { userId, game: game.id, guess: item.name, key, receipt: judgementOf(outcome) };
    const entry: OutboxEntry =
      round.mode === 'daily'
        ? { kind: 'daily-guess', ...kept, date, shown: { attempt: outcome.attempt, won: outcome.won, ...(outcome.answer ? { answer: outcome.answer } : {}) } }
        : { kind: 'endless-win', ...kept, token: round.token ?? '' };
    void enqueue(client, entry).catch(() => {});
  }

  function guess(name: string) {
    const item = itemsByName.get(name.trim().toLowerCase());
    if (!item || round.won) return;
    if (guessedNames(round).some((guessed) => guessed.toLowerCase() === item.name.toLowerCase())) return;
    return exclusive(async () => {
      // One key per guess, kept for every resend: the server records the guess once. A page that takes the
      // player for a guest sends one too with the guesses the outbox may keep, in case the server knows
      // better (keepUnsaved); an archive round is never kept there.
      const key = accountId || round.mode !== 'archive' ? randomId() : undefined;
      const keyed = key ? { key } : {};
      const outcome: GuessAnswer =
        round.mode === 'daily'
          ? await calls.guessDaily({ guess: item.name, date, ...keyed, ...(accountId ? {} : guestRoundLink(round)) })
          : round.mode === 'archive'
            ? await calls.guessArchive({ guess: item.name, date, ...keyed })
            : await calls.guessEndless({ token: round.token ?? '', guess: item.name, ...keyed });
      const next = withOutcome(round, outcome);
      commit(next);
      if (key) keepUnsaved(item, key, outcome);
      if (!accountId && savedState(outcome) === true) learnSignedIn();
      if (!next.won) return;
      onWin();
      const saved = savedState(outcome) !== false && savedState(outcome) !== null;
      setSavedNow(saved && savedState(outcome) === true);
      if (next.mode === 'daily') {
        if (saved) recordDailyWin(streakOf(outcome));
        else setDailyWon(true); // waiting in the outbox: the streak counts it as pending
      }
      announceAchievements(unlockedBy(outcome));
    });
  }

  function revealHint() {
    return exclusive(async () => {
      // A signed-in player's daily guesses are counted on the server; everyone else proves them with receipts.
      const { receipts } = round;
      const { hint } =
        round.mode === 'daily'
          ? await calls.revealDailyHint({ receipts, date })
          : round.mode === 'archive'
            ? await calls.revealArchiveHint({ receipts, date })
            : await calls.revealEndlessHint({ token: round.token ?? '', receipts });
      commit({ ...round, hintRevealed: true, hint });
    });
  }

  function playAgain() {
    return exclusive(async () => {
      const { token } = await calls.startEndless();
      setSavedNow(false);
      commit(newRound('endless', token));
    });
  }

  // A win waiting in the outbox already counts in the streak shown, marked as pending.
  const shownStreak = saves.pendingWin ? streak + 1 : streak;
  return {
    round,
    streak: shownStreak,
    streakPending: saves.pendingWin,
    saveState: saves.state,
    dailyWon,
    busy,
    items,
    itemsByName,
    guess,
    revealHint,
    playAgain,
  };
}
