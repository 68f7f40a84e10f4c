import type { GameConfig } from '@/lib/games/game-config';
import { shareText } from '@/lib/games/share';
import { shareRows, type DailyInfo, type Round } from './round-state';

/** The daily round's emoji grid (game-side §5 "Share text"), linking back to this site. */
export function roundShareText(game: GameConfig, daily: Pick<DailyInfo, 'date' | 'puzzleNumber'>, round: Round, siteUrl: string): string {
  return shareText({ game, date: daily.date, puzzleNumber: daily.puzzleNumber, rows: shareRows(game, round), won: round.won, siteUrl });
}
