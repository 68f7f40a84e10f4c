import { closestAchievements } from '@/lib/achievements/closest';
import type { OwnAchievementView } from '@/lib/achievements/types';

let order = 0;
function entry(key: string, options: { category?: string; threshold?: number | null; unlocked?: boolean; streak?: number; wins?: number }): OwnAchievementView {
  order++;
  return {
    id: order, key, name: key, description: `${key} description`, image_filename: `${key}.png`, category: options.category ?? 'total-wins', game_type: null,
    threshold: options.threshold === undefined ? 10 : options.threshold, sort_order: order, rarity: 'common', globalStats: { unlockedCount: 0 },
    unlocked: options.unlocked ?? false, unlocked_date: null, notified: false,
    progress: { currentDailyStreak: options.streak ?? 0, currentWins: options.wins ?? 0 },
  };
}

test('the highest fraction done first, among locked achievements with a goal', () => {
  const list = [
    entry('wins-10', { threshold: 10, wins: 7 }), // 70%
    entry('wins-25', { threshold: 25, wins: 7 }), // 28%
    entry('streak-3', { category: 'daily-streak', threshold: 3, streak: 2 }), // 67%
    entry('wins-1', { threshold: 1, wins: 7, unlocked: true }), // unlocked: never
    entry('founder', { category: 'user-groups', threshold: null }), // no goal: never
    entry('streak-7', { category: 'daily-streak', threshold: 7, streak: 2 }), // 29%
  ];
  const closest = closestAchievements(list);
  expect(closest.map((a) => a.key)).toEqual(['wins-10', 'streak-3', 'streak-7']);
  expect(closest[0].progress).toEqual({ current: 7, target: 10, unit: 'wins', percent: 70 });
  expect(closest[1].progress).toMatchObject({ current: 2, target: 3, unit: 'days' });
});

test('ties: fewer steps left first, then catalogue order', () => {
  const list = [
    entry('a-half-of-100', { threshold: 100, wins: 50 }),
    entry('b-half-of-10', { threshold: 10, wins: 5 }),
    entry('c-half-of-10-later', { threshold: 10, wins: 5 }),
    entry('d-nothing', { threshold: 10, wins: 0 }),
  ];
  expect(closestAchievements(list).map((a) => a.key)).toEqual(['b-half-of-10', 'c-half-of-10-later', 'a-half-of-100']);
  expect(closestAchievements(list, 4).at(-1)!.key).toBe('d-nothing');
});

test('a locked achievement whose goal is reached (revoked by an admin) is not close: left out', () => {
  const list = [entry('wins-10', { threshold: 10, wins: 30 }), entry('wins-50', { threshold: 50, wins: 30 }), entry('wins-25', { threshold: 25, wins: 25 })];
  expect(closestAchievements(list).map((a) => [a.key, a.progress.percent])).toEqual([['wins-50', 60]]);
});

test('the hidden achievement is never listed, even with a goal and progress', () => {
  const list = [entry('capybara', { category: 'other', threshold: 1, wins: 0 }), entry('wins-10', { threshold: 10, wins: 1 })];
  expect(closestAchievements(list).map((a) => a.key)).toEqual(['wins-10']);
});

test('fewer than three when fewer are left; none when every goal is reached', () => {
  expect(closestAchievements([entry('wins-10', { threshold: 10, wins: 1 })])).toHaveLength(1);
  expect(closestAchievements([entry('wins-10', { threshold: 10, unlocked: true })])).toEqual([]);
});
