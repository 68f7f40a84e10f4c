/**
 * Issue 26 items 2, 15 and 18: the progress of a locked goal (accounts-side §9) as the own page shows it,
 * each card named by its visible text, and the player's unlocks first.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AchievementsView } from '@/components/achievements/AchievementsView';
import { achievementProgress, progressText } from '@/lib/achievements/display';
import { catalogueEntry } from '@/lib/achievements/definitions';
import type { OwnAchievementView, PlayerAchievementView } from '@/lib/achievements/types';

function entry(key: string, progress: { currentDailyStreak: number; currentWins: number }, unlocked = false): OwnAchievementView {
  const found = catalogueEntry(key)!;
  return {
    id: key.length * 1000 + key.charCodeAt(0) + key.charCodeAt(key.length - 1),
    key,
    name: found.name,
    description: found.description,
    image_filename: `${key}.svg`,
    category: found.category,
    game_type: found.gameType,
    threshold: found.threshold,
    sort_order: 0,
    rarity: 'common',
    globalStats: { unlockedCount: 0 },
    unlocked,
    unlocked_date: unlocked ? '2026-11-20T15:00:00.000Z' : null,
    notified: true,
    progress,
  };
}

describe('the progress rule', () => {
  const at = (key: string, currentDailyStreak: number, currentWins: number) => {
    const progress = achievementProgress(catalogueEntry(key)!, { currentDailyStreak, currentWins });
    return progress && { text: progressText(progress), percent: progress.percent };
  };

  test('a streak goal counts the current streak in days', () => {
    expect(at('streak-3', 2, 40)).toEqual({ text: '2/3 days', percent: 66 });
    expect(at('streak-7-pokemon', 0, 40)).toEqual({ text: '0/7 days', percent: 0 });
  });

  test('a total-wins goal counts the wins', () => {
    expect(at('wins-10', 9, 4)).toEqual({ text: '4/10 wins', percent: 40 });
  });

  test("a game's own goal (Pokedex Devotee) counts wins too", () => {
    expect(at('pokemon-devotee', 1, 7)).toEqual({ text: '7/10 wins', percent: 70 });
  });

  test('the percentage stops at 100', () => {
    expect(at('wins-1', 0, 12)?.percent).toBe(100);
    expect(at('streak-3', 5, 0)?.percent).toBe(100);
  });

  test('a goal without a threshold has no progress', () => {
    expect(at('flawless', 5, 5)).toBeNull();
    expect(at('founder', 5, 5)).toBeNull();
  });
});

describe('the own achievements grid', () => {
  const list: PlayerAchievementView[] = [
    entry('streak-3', { currentDailyStreak: 2, currentWins: 5 }),
    entry('wins-1', { currentDailyStreak: 2, currentWins: 5 }, true),
    entry('pokemon-devotee', { currentDailyStreak: 2, currentWins: 4 }),
    entry('founder', { currentDailyStreak: 2, currentWins: 5 }, true),
  ];

  test('a locked goal shows its progress on its card and in its detail', () => {
    render(<AchievementsView achievements={list} />);
    expect(within(screen.getByRole('button', { name: /^Warming Up/ })).getByText('2/3 days')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /^Pokedex Devotee/ })).getByText('4/10 wins')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Pokedex Devotee/ }));
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuetext', '4/10 wins (40%)');
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
  });

  test('an unlocked one shows no progress', () => {
    render(<AchievementsView achievements={list} />);
    expect(within(screen.getByRole('button', { name: /^First Victory/ })).queryByText(/wins$/)).toBeNull();
  });

  test("each card's name starts with its visible text and ends with whether it is locked; the description describes it", () => {
    render(<AchievementsView achievements={list} isNew={(achievement) => achievement.key === 'wins-1'} />);
    expect(screen.getByRole('button', { name: 'Warming Up Common 2/3 days , locked' })).toHaveAccessibleDescription('Win a daily puzzle three days in a row.');
    expect(screen.getByRole('button', { name: 'First Victory Common NEW , unlocked' })).toBeInTheDocument();
  });

  test("the player's unlocks come first, each group in catalogue order", () => {
    render(<AchievementsView achievements={list} />);
    const names = within(screen.getByRole('list', { name: 'All achievements' }))
      .getAllByRole('button')
      .map((card) => card.querySelector(':scope > span:nth-child(2)')?.textContent);
    expect(names).toEqual(['First Victory', 'Founder', 'Warming Up', 'Pokedex Devotee']);
  });
});
