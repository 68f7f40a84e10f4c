'use client';

import dynamic from 'next/dynamic';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePlayerMoments } from '@/components/achievements/usePlayerMoments';
import { GAME_TARGET_ID } from '@/components/layout/SkipLink';
import { highContrastInEffect } from '@/lib/appearance/appearance';
import type { GameConfig } from '@/lib/games/game-config';
import { siteUrl } from '@/lib/site';
import { AttemptGrid } from './AttemptGrid';
import { fireConfetti, scrollToElement } from './celebrate';
import { ColorLegend } from './ColorLegend';
import { GuessInput } from './GuessInput';
import { GuessWaiting } from './GuessWaiting';
import { HintPanel } from './HintPanel';
import { HowToPlay } from './HowToPlay';
import { LoadError } from './LoadError';
import { ModeBadge } from './ModeBadge';
import { guessedNames, hintAfterWin, shareRows } from './round-state';
import { SaveStatus } from './SaveStatus';
import { VictoryPanel } from './VictoryPanel';
import { YesterdaysAnswer } from './YesterdaysAnswer';
import type { GameSnapshot, LoadStatus } from './useGameData';
import { useGameRound } from './useGameRound';
import styles from './PlayArea.module.css';
import { ENDLESS_AFTER_DAILY_NOTICE } from '@/lib/messages/game';

// The three dialogs open only on a click: their code loads then, not with the page (the share dialog's with the
// code that writes the text to share).
const DirectoryModal = dynamic(() => import('./DirectoryModal').then((module) => module.DirectoryModal), { ssr: false });
const ReportDataModal = dynamic(() => import('./ReportDataModal').then((module) => module.ReportDataModal), { ssr: false });
const ShareRoundModal = dynamic(() => import('./ShareRoundModal').then((module) => module.ShareRoundModal), { ssr: false });
// The statistics show only after a daily win: their code loads then.
const DailyStatsPanel = dynamic(() => import('@/components/stats/DailyStatsPanel').then((module) => module.DailyStatsPanel), { ssr: false });

interface PlayAreaProps {
  game: GameConfig;
  /** Null until the first load finishes: the layout still renders (and is in the server HTML). */
  snapshot: GameSnapshot | null;
  status: LoadStatus;
  onReload: () => void;
}

export function PlayArea({ game, snapshot, status, onReload }: PlayAreaProps) {
  const [celebrations, setCelebrations] = useState(0);
  const [directoryOpen, setDirectoryOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const victoryRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const play = useGameRound(game, snapshot, { onDayChanged: onReload, onWin: () => setCelebrations((count) => count + 1) });
  const { round } = play;
  const moments = usePlayerMoments(game, Boolean(snapshot?.accountId));

  const names = useMemo(() => play.items.map((item) => item.name), [play.items]);
  const guessed = useMemo(() => guessedNames(round), [round]);
  const ready = status.kind === 'ready' && snapshot !== null;
  const winningHint = round.won ? hintAfterWin(game, round) : null;
  const shareGrid = shareOpen ? shareRows(game, round) : [];

  useEffect(() => {
    if (celebrations === 0 || !victoryRef.current) return;
    void fireConfetti();
    scrollToElement(victoryRef.current);
    victoryRef.current.focus({ preventScroll: true });
  }, [celebrations]);

  // A fresh endless round: back to the guess box.
  useEffect(() => {
    if (round.token && round.attempts.length === 0) inputRef.current?.focus();
  }, [round.token, round.attempts.length]);

  const emptyText = status.kind === 'loading' ? `Loading ${game.itemNamePlural}…` : `No guesses yet. Type a ${game.itemName} name to start.`;

  return (
    // The skip link's target on a game page (components/layout/SkipLink.tsx): the guess box, else the board.
    <div className={styles.board} id={GAME_TARGET_ID} tabIndex={-1}>
      <div className={styles.toolbar}>
        <ModeBadge
          game={game}
          mode={round.mode}
          date={snapshot?.daily.date}
          puzzleNumber={snapshot?.daily.puzzleNumber}
          streak={play.streak}
          streakPending={play.streakPending}
          failed={status.kind === 'error'}
        />
        <div className={styles.actions}>
          <HowToPlay game={game} className={styles.toolButton} onOpen={moments.onHowToPlayOpened} />
          <button
            type="button"
            className={styles.toolButton}
            aria-haspopup="dialog"
            aria-expanded={directoryOpen}
            disabled={!ready || round.won}
            onClick={() => setDirectoryOpen(true)}
          >
            {game.directoryButtonText}
          </button>
        </div>
      </div>

      {status.kind === 'error' && <LoadError message={status.message} detail={status.detail} onRetry={onReload} />}
      {round.mode === 'endless' && play.dailyWon && <p className={styles.notice}>{ENDLESS_AFTER_DAILY_NOTICE}</p>}

      <GuessInput
        inputRef={inputRef}
        names={names}
        guessedNames={guessed}
        placeholder={game.placeholderText}
        disabled={!ready || round.won}
        busy={play.busy}
        onGuess={(name) => void play.guess(name)}
        onSecretWord={moments.onSecretWord}
      />
      <GuessWaiting game={game} />
      {!round.won && <SaveStatus state={play.saveState} />}

      <HintPanel
        game={game}
        attempts={round.attempts.length}
        revealed={round.hintRevealed}
        hint={round.hint}
        won={round.won}
        busy={play.busy}
        onReveal={() => void play.revealHint()}
      />

      {round.won && round.answer && (
        <VictoryPanel
          ref={victoryRef}
          game={game}
          answer={round.answer}
          guesses={round.attempts.length}
          mode={round.mode}
          puzzleNumber={snapshot?.daily.puzzleNumber}
          hint={winningHint}
          saveStatus={<SaveStatus state={play.saveState} />}
          busy={play.busy}
          onPlayAgain={() => void play.playAgain()}
          onShare={() => setShareOpen(true)}
          onReport={() => setReportOpen(true)}
        />
      )}

      {round.won && round.mode === 'daily' && snapshot && (
        <DailyStatsPanel
          game={game}
          accountId={snapshot.accountId}
          date={snapshot.daily.date}
          guesses={round.attempts.length}
          winningReceipt={round.receipts.at(-1) ?? null}
        />
      )}

      <AttemptGrid game={game} attempts={round.attempts} itemsByName={play.itemsByName} emptyText={emptyText} />
      {!round.won && <ColorLegend />}
      {/* Below the grid: a long name wraps the line, and it must not push the guess box and the newest row off a phone's first screen. */}
      {round.mode === 'daily' && snapshot?.daily.yesterday && <YesterdaysAnswer game={game.id} yesterday={snapshot.daily.yesterday} />}

      {directoryOpen && (
        <DirectoryModal
          game={game}
          items={play.items}
          guessedNames={guessed}
          canPick={ready && !round.won && !play.busy}
          onPick={(name) => {
            setDirectoryOpen(false);
            void play.guess(name);
          }}
          onClose={() => setDirectoryOpen(false)}
        />
      )}
      {shareOpen && snapshot && (
        <ShareRoundModal
          title={round.mode === 'archive' ? `${game.title} (archive)` : game.title}
          share={{ game, date: snapshot.daily.date, puzzleNumber: snapshot.daily.puzzleNumber, rows: shareGrid, won: round.won, siteUrl: siteUrl(), archive: round.mode === 'archive', highContrast: highContrastInEffect() }}
          rows={shareGrid}
          onClose={() => setShareOpen(false)}
        />
      )}
      {reportOpen && (
        <ReportDataModal game={game} items={play.items} initialItemName={round.answer?.name} onClose={() => setReportOpen(false)} />
      )}
    </div>
  );
}
