'use client';

import { useMemo, useRef, useState } from 'react';
import { CLOUD_SAVE_FAILED, fetchAccountStreak } from '@/lib/client/account-progress';
import { ApiRequestError, errorMessage } from '@/lib/client/api';
import { postDailyGuess, postDailyHint, postEndlessGuess, postEndlessHint, postEndlessStart, type DailyGuessResponse } from '@/lib/client/endpoints';
import { readLocalStreak, recordLocalWin, saveDailyState } from '@/lib/client/guest-storage';
import type { GameConfig } from '@/lib/games/game-config';
import type { NewAchievement } from '@/lib/achievements/types';
import { useToast } from '@/components/ui/toast';
import { useAnnounceAchievements } from '@/components/achievements/useAnnounceAchievements';
import { guessedNames, newRound, roundFromSaved, savedFromRound, withOutcome, type JudgedGuess, type Round } from './round-state';
import type { GameSnapshot } from './useGameData';

export const LOCAL_SAVE_FAILED = 'Failed to save your progress locally. Please check your browser storage.';
const REQUEST_FAILED = 'Something went wrong. Please try again.';

interface RoundEvents {
  /** The server says the page is playing a day that is over: load today's puzzle. */
  onDayChanged: () => void;
  /** A guess just won the round (not called when a won state is restored). */
  onWin: () => void;
}

/** The new streak a signed-in daily win carries (recorded in the same transaction as the guess). */
const streakOf = (outcome: DailyGuessResponse | JudgedGuess): number | undefined => ('streak' in outcome ? outcome.streak : undefined);
/** What a signed-in win unlocked (recorded in the same transaction as the win). */
const unlockedBy = (outcome: object) => ('newAchievements' in outcome ? (outcome.newAchievements as NewAchievement[] | undefined) : undefined);

/**
 * One round of play, daily or endless. The server judges every guess. A guest's daily round is saved
 * in browser storage after every change; a signed-in player's is saved by the server as it judges.
 * An endless round lives in memory only.
 */
export function useGameRound(game: GameConfig, snapshot: GameSnapshot | null, { onDayChanged, onWin }: RoundEvents) {
  const { showToast } = useToast();
  const announceAchievements = useAnnounceAchievements();
  const [round, setRound] = useState<Round>(() => roundFromSaved(snapshot?.saved ?? null));
  const [streak, setStreak] = useState(snapshot?.streak ?? 0);
  const [dailyWon, setDailyWon] = useState(snapshot?.saved?.game_won === true);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const items = useMemo(() => snapshot?.items ?? [], [snapshot]);
  const itemsByName = useMemo(() => new Map(items.map((item) => [item.name.toLowerCase(), item])), [items]);
  const date = snapshot?.daily.date ?? '';
  const accountId = snapshot?.accountId ?? null;
  const cloudSaveFailed = () => showToast(CLOUD_SAVE_FAILED, { type: 'error', autoCloseDelay: 6000 });

  function commit(next: Round) {
    setRound(next);
    if (next.mode === 'daily' && !accountId && !saveDailyState(game, savedFromRound(next, date))) {
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
    fetchAccountStreak(accountId, game, date).then(setStreak, (error: unknown) => console.error('Loading your streak failed', error));
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
        showToast(error.serverMessage ?? "A new day has started: here is today's puzzle.", { type: 'warning', autoCloseDelay: 8000 });
        onDayChanged();
      } else {
        showToast(errorMessage(error, REQUEST_FAILED), { type: 'error' });
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function guess(name: string) {
    const item = itemsByName.get(name.trim().toLowerCase());
    if (!item || round.won) return;
    if (guessedNames(round).some((guessed) => guessed.toLowerCase() === item.name.toLowerCase())) return;
    return exclusive(async () => {
      const outcome =
        round.mode === 'daily'
          ? await postDailyGuess(game, { guess: item.name, date })
          : await postEndlessGuess(game, { token: round.token ?? '', guess: item.name });
      const next = withOutcome(round, outcome);
      commit(next);
      const unsaved = 'saved' in outcome && outcome.saved === false;
      if (unsaved) cloudSaveFailed();
      if (!next.won) return;
      onWin();
      if (next.mode === 'daily' && !unsaved) recordDailyWin(streakOf(outcome));
      announceAchievements(unlockedBy(outcome));
    });
  }

  function revealHint() {
    return exclusive(async () => {
      // A signed-in player's daily guesses are counted on the server; everyone else proves them with receipts.
      const { receipts } = round;
      const { hint } =
        round.mode === 'daily'
          ? await postDailyHint(game, { receipts, date })
          : await postEndlessHint(game, { token: round.token ?? '', receipts });
      commit({ ...round, hintRevealed: true, hint });
    });
  }

  function playAgain() {
    return exclusive(async () => {
      const { token } = await postEndlessStart(game);
      commit(newRound('endless', token));
    });
  }

  return { round, streak, dailyWon, busy, items, itemsByName, guess, revealHint, playAgain };
}
