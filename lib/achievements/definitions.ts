/**
 * The achievement definitions: stable keys, names, descriptions, categories and thresholds. The database
 * rows are created by migration drizzle/0004_achievements.sql; tests/integration/achievements-catalogue
 * checks that the migrated rows equal this list (rarity from ./rarity.ts) and that every image exists.
 *
 * How each one is earned is in ./qualify.ts, by `rule`.
 */
import type { GameId } from '@/lib/games/types';
import type { ACHIEVEMENT_CATEGORIES } from '@/db/schema/achievements';

export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

/** What a player must have done; `threshold` is the count, `game` narrows it to one game. */
export type AchievementRule =
  | { kind: 'best-streak'; game?: GameId } // a daily streak of `threshold` days (in one game, or in any)
  | { kind: 'total-wins' } // `threshold` wins, daily and endless, all games together
  | { kind: 'game-daily-wins'; game: GameId } // `threshold` daily wins in one game
  | { kind: 'founder' } // one of the first FOUNDER_PLAYERS accounts
  | { kind: 'owner' } // holds the owner role: made the site
  | { kind: 'flawless' } // a daily won on the first guess
  | { kind: 'how-to-play' } // opened How to Play while signed in
  | { kind: 'broken-streak' } // won again after losing a streak of 3 days or more
  | { kind: 'all-games' } // a daily won in each of the five games
  | { kind: 'same-day-sweep' } // all five dailies won on one day
  | { kind: 'capybara' }; // the easter egg

export interface CatalogueEntry {
  key: string;
  name: string;
  description: string;
  category: AchievementCategory;
  gameType: GameId | null;
  threshold: number | null;
  rule: AchievementRule;
  /**
   * Unlocked on the player's own word (issue 36 item 3): the browser reports the act (the hidden word typed,
   * How to Play opened) and the server cannot see it. Kept as the spec's easter eggs; admins see them labelled.
   */
  selfReported?: true;
}

/** The first this many accounts are founders. */
export const FOUNDER_PLAYERS = 100;

const streak = (key: string, name: string, days: number, description: string, game?: GameId): CatalogueEntry => ({
  key, name, description, category: 'daily-streak', gameType: game ?? null, threshold: days, rule: { kind: 'best-streak', game },
});
const wins = (key: string, name: string, count: number, description: string): CatalogueEntry => ({
  key, name, description, category: 'total-wins', gameType: null, threshold: count, rule: { kind: 'total-wins' },
});
const gameWins = (key: string, name: string, game: GameId, count: number, description: string): CatalogueEntry => ({
  key, name, description, category: 'other', gameType: game, threshold: count, rule: { kind: 'game-daily-wins', game },
});
const once = (key: string, name: string, category: AchievementCategory, rule: AchievementRule, description: string): CatalogueEntry => ({
  key, name, description, category, gameType: null, threshold: null, rule,
});
const selfReported = (entry: CatalogueEntry): CatalogueEntry => ({ ...entry, selfReported: true });

export const CATALOGUE: readonly CatalogueEntry[] = [
  // Daily streaks, any game.
  streak('streak-3', 'Warming Up', 3, 'Win a daily puzzle three days in a row.'),
  streak('streak-7', 'Week Warrior', 7, 'Keep a daily streak going for seven days.'),
  streak('streak-30', 'Monthly Regular', 30, 'Keep a daily streak going for thirty days.'),
  streak('streak-100', 'Hundred Day Legend', 100, 'Keep a daily streak going for one hundred days.'),
  // Daily streaks, one game each.
  streak('streak-7-aoe2-units', 'Castle Age', 7, 'A seven-day streak in the Age of Empires II daily.', 'aoe2-units'),
  streak('streak-7-bible-books', 'Daily Bread', 7, 'A seven-day streak in the Bible books daily.', 'bible-books'),
  streak('streak-7-pokemon', 'Trainer Routine', 7, 'A seven-day streak in the Pokemon daily.', 'pokemon'),
  streak('streak-7-slay-the-spire', 'Ascension Climber', 7, 'A seven-day streak in the Slay the Spire daily.', 'slay-the-spire'),
  streak('streak-7-subnautica-creatures', 'Deep Diver', 7, 'A seven-day streak in the Subnautica daily.', 'subnautica-creatures'),
  // Total wins, every game and mode together.
  wins('wins-1', 'First Victory', 1, 'Win your first game.'),
  wins('wins-10', 'Getting the Hang of It', 10, 'Win ten games, daily or endless.'),
  wins('wins-25', 'Quarter Century', 25, 'Win twenty-five games, daily or endless.'),
  wins('wins-50', 'Half Century', 50, 'Win fifty games, daily or endless.'),
  wins('wins-100', 'Triple Digits', 100, 'Win one hundred games, daily or endless.'),
  wins('wins-500', 'Five Hundred Club', 500, 'Win five hundred games, daily or endless.'),
  // User groups: special badges.
  once('founder', 'Founder', 'user-groups', { kind: 'founder' }, `One of the first ${FOUNDER_PLAYERS} players to join.`),
  once('creator', 'Creator', 'user-groups', { kind: 'owner' }, 'Built and runs this site.'),
  // Activity.
  once('flawless', 'Flawless', 'activity', { kind: 'flawless' }, 'Solve a daily puzzle on your very first guess.'),
  selfReported(once('how-to-play', 'Lore Seeker', 'activity', { kind: 'how-to-play' }, 'Read the How to Play guide.')),
  once('broken-streak', 'Broken but Back', 'activity', { kind: 'broken-streak' }, 'Lose a streak of three days or more, then win again.'),
  once('all-games', 'Well Rounded', 'activity', { kind: 'all-games' }, 'Win a daily puzzle in each of the five games.'),
  once('same-day-sweep', 'Clean Sweep', 'activity', { kind: 'same-day-sweep' }, 'Win all five daily puzzles on the same day.'),
  // Per-game daily wins.
  gameWins('pokemon-devotee', 'Pokedex Devotee', 'pokemon', 10, 'Win ten Pokemon dailies.'),
  gameWins('pokemon-master', 'Pokemon Master', 'pokemon', 50, 'Win fifty Pokemon dailies.'),
  gameWins('spire-conqueror', 'Spire Conqueror', 'slay-the-spire', 10, 'Win ten Slay the Spire dailies.'),
  gameWins('spire-slayer', 'Spire Slayer', 'slay-the-spire', 50, 'Win fifty Slay the Spire dailies.'),
  gameWins('aoe2-expert', 'Unit Expert', 'aoe2-units', 10, 'Win ten Age of Empires II dailies.'),
  gameWins('aoe2-strategist', 'Castle Strategist', 'aoe2-units', 50, 'Win fifty Age of Empires II dailies.'),
  gameWins('subnautica-shark', 'Reef Shark', 'subnautica-creatures', 10, 'Win ten Subnautica dailies.'),
  gameWins('subnautica-interloper', 'Deep Sea Interloper', 'subnautica-creatures', 50, 'Win fifty Subnautica dailies.'),
  gameWins('bible-word', 'Keeper of the Word', 'bible-books', 10, 'Win ten Bible books dailies.'),
  gameWins('bible-centurion', 'Scripture Centurion', 'bible-books', 100, 'Win one hundred Bible books dailies.'),
  // Hidden.
  selfReported(once('capybara', 'Capybara Friend', 'other', { kind: 'capybara' }, 'Found a friend hiding in the guess box.')),
];

export { EASTER_EGG_WORD, isEasterEggWord } from './moments';

export function catalogueEntry(key: string): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.key === key);
}

/** True for an achievement unlocked on the player's own word (see `selfReported`). */
export function isSelfReported(key: string): boolean {
  return catalogueEntry(key)?.selfReported === true;
}
