import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ACHIEVEMENT_UNLOCKED, useAnnounceAchievements } from '@/components/achievements/useAnnounceAchievements';
import { ToastProvider } from '@/components/ui/toast';
import { announcedKey, planAnnouncements, toastLength } from '@/lib/achievements/announce';
import type { NewAchievement } from '@/lib/achievements/types';

jest.mock('@/components/auth/AuthProvider', () => ({ useAuth: () => ({ user: { id: 'player-1' } }) }));
jest.mock('@/components/achievements/achievement-confetti', () => ({ fireAchievementConfetti: jest.fn(async () => undefined) }));
const { fireAchievementConfetti } = jest.requireMock('@/components/achievements/achievement-confetti') as { fireAchievementConfetti: jest.Mock };

const achievement = (id: number, name: string, description = 'Short one.'): NewAchievement => ({
  id, key: `k${id}`, name, description, image_filename: `k${id}.svg`, rarity: 'rare', category: 'other',
});

describe('planAnnouncements', () => {
  test('a batch is staggered by 200 ms, with the confetti at 800 ms', () => {
    const plan = planAnnouncements([achievement(1, 'A'), achievement(2, 'B'), achievement(3, 'C')], new Set());
    expect(plan.toasts.map((toast) => [toast.achievement.id, toast.delayMs])).toEqual([[1, 0], [2, 200], [3, 400]]);
    expect(plan.confettiDelayMs).toBe(800);
  });

  test('ids already announced (or repeated in the batch) are dropped; nothing new, no confetti', () => {
    const plan = planAnnouncements([achievement(1, 'A'), achievement(2, 'B'), achievement(2, 'B')], new Set([1]));
    expect(plan.toasts.map((toast) => [toast.achievement.id, toast.delayMs])).toEqual([[2, 0]]);
    expect(planAnnouncements([achievement(1, 'A')], new Set([1]))).toEqual({ toasts: [], confettiDelayMs: null });
  });
});

test.each([
  ['x'.repeat(30), 'short'], ['x'.repeat(31), 'medium'], ['x'.repeat(60), 'medium'], ['x'.repeat(61), 'long'],
])('a toast whose description has %p characters is %s', (description, expected) => {
  expect(toastLength(description)).toBe(expected);
});

function Announcer({ list }: { list: NewAchievement[] }) {
  const announce = useAnnounceAchievements();
  return <button onClick={() => announce(list)}>announce</button>;
}

function renderAnnouncer(list: NewAchievement[]) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <Announcer list={list} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const toastNames = () => screen.queryAllByText(ACHIEVEMENT_UNLOCKED).map((title) => title.parentElement?.querySelector('strong')?.textContent);

describe('useAnnounceAchievements', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    fireAchievementConfetti.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  test('toasts appear 200 ms apart, at most three at once, and the confetti starts at 800 ms', () => {
    renderAnnouncer([achievement(1, 'One'), achievement(2, 'Two'), achievement(3, 'Three'), achievement(4, 'Four')]);
    fireEvent.click(screen.getByRole('button', { name: 'announce' }));
    act(() => jest.advanceTimersByTime(0));
    expect(toastNames()).toEqual(['One']);
    act(() => jest.advanceTimersByTime(200));
    expect(toastNames()).toEqual(['Two', 'One']);
    act(() => jest.advanceTimersByTime(400));
    expect(toastNames()).toEqual(['Four', 'Three', 'Two']);
    expect(fireAchievementConfetti).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(fireAchievementConfetti).toHaveBeenCalledTimes(1);
  });

  test('an achievement is announced once to the player in this browser (so once a session, and not again in the next)', () => {
    renderAnnouncer([achievement(7, 'Seven')]);
    fireEvent.click(screen.getByRole('button', { name: 'announce' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(JSON.parse(localStorage.getItem(announcedKey('player-1')) ?? '[]')).toEqual([7]);
    act(() => jest.advanceTimersByTime(6000)); // the first toast has closed
    sessionStorage.clear(); // as a new browser session would be
    fireEvent.click(screen.getByRole('button', { name: 'announce' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(toastNames()).toEqual([]);
    expect(fireAchievementConfetti).toHaveBeenCalledTimes(1);
  });
});
