/**
 * Issue 26 items 18 and 19: unlocks no call announced (Founder with the account, an admin's grant) are
 * announced once, on the first page of a session; the admin's toast test celebrates as an unlock does and
 * confirms beside its button, leaving the three toast slots to the achievements.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ActionsTab } from '@/components/admin/ActionsTab';
import { UnannouncedUnlocks } from '@/components/achievements/UnannouncedUnlocks';
import { UnannouncedUnlocksSlot } from '@/components/achievements/UnannouncedUnlocksSlot';
import { markChecked } from '@/components/achievements/unlocks-checked';
import { useAuth } from '@/components/auth/AuthProvider';
import { ToastProvider } from '@/components/ui/toast';
import { getAllAchievements, getOwnAchievements, postRefreshAchievements } from '@/lib/client/endpoints';
import type { OwnAchievementView } from '@/lib/achievements/types';
import { renderWithQuery } from '@/tests/helpers/query-wrapper';

jest.mock('@/components/auth/AuthProvider', () => ({ useAuth: jest.fn() }));
jest.mock('@/lib/client/endpoints');
jest.mock('@/components/achievements/achievement-confetti', () => ({ fireAchievementConfetti: jest.fn(async () => undefined) }));
const { fireAchievementConfetti } = jest.requireMock('@/components/achievements/achievement-confetti') as { fireAchievementConfetti: jest.Mock };
const signedInAs = (user: { id: string; username: string | null } | null) => jest.mocked(useAuth).mockReturnValue({ user } as never);

function achievement(id: number, name: string, extra: Partial<OwnAchievementView> = {}): OwnAchievementView {
  return {
    id, key: `k${id}`, name, description: `${name} description.`, image_filename: `k${id}.svg`, category: 'user-groups', game_type: null, threshold: null,
    sort_order: id, rarity: 'legendary', globalStats: { unlockedCount: 1 }, unlocked: false, unlocked_date: null, notified: false,
    progress: { currentDailyStreak: 0, currentWins: 0 }, ...extra,
  };
}
const founder = achievement(1, 'Founder', { unlocked: true, unlocked_date: '2026-11-25T10:00:00.000Z' });
const seenBefore = achievement(2, 'First Victory', { unlocked: true, unlocked_date: '2026-11-20T10:00:00.000Z', notified: true, category: 'total-wins', threshold: 1 });
const locked = achievement(3, 'Flawless', { category: 'activity' });

const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const achievementToasts = () => within(notifications()).queryAllByText('Achievement unlocked!').map((title) => title.parentElement?.querySelector('strong')?.textContent);
const settle = () => act(async () => {
  await jest.advanceTimersByTimeAsync(1000);
});

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  fireAchievementConfetti.mockClear();
  jest.mocked(getOwnAchievements).mockReset().mockResolvedValue({ achievements: [founder, seenBefore, locked] });
});
afterEach(() => jest.useRealTimers());

describe('unlocks no call announced', () => {
  const page = () => renderWithQuery(<ToastProvider><UnannouncedUnlocks /></ToastProvider>);

  test('the Founder given with the account is announced, with the confetti, once the username is set', async () => {
    signedInAs({ id: 'u1', username: null });
    const { rerender } = page();
    await settle();
    expect(getOwnAchievements).not.toHaveBeenCalled(); // still at username setup

    signedInAs({ id: 'u1', username: 'Pioneer' });
    rerender(<ToastProvider><UnannouncedUnlocks /></ToastProvider>);
    await settle();
    expect(getOwnAchievements).toHaveBeenCalledWith('u1');
    expect(achievementToasts()).toEqual(['Founder']); // not the one already seen, not a locked one
    expect(fireAchievementConfetti).toHaveBeenCalledTimes(1);
  });

  test('once: not on the next page of the session, nor in the next session', async () => {
    signedInAs({ id: 'u1', username: 'Pioneer' });
    const first = page();
    await settle();
    expect(achievementToasts()).toEqual(['Founder']);
    first.unmount();

    page().unmount(); // the next page load of this session does not even ask
    expect(getOwnAchievements).toHaveBeenCalledTimes(1);

    sessionStorage.clear(); // a new browser session asks again, and finds nothing new to say
    page();
    await settle();
    expect(getOwnAchievements).toHaveBeenCalledTimes(2);
    expect(achievementToasts()).toEqual([]);
  });

  test('another player in the same browser hears of their own Founder', async () => {
    signedInAs({ id: 'u1', username: 'Pioneer' });
    page().unmount();
    await settle();
    signedInAs({ id: 'u2', username: 'Second' });
    page();
    await settle();
    expect(achievementToasts()).toEqual(['Founder']);
  });
});

describe("the layout's slot, which loads the announcing only when there may be something to say", () => {
  const slot = () => renderWithQuery(<ToastProvider><UnannouncedUnlocksSlot /></ToastProvider>);

  test('a player with a username, first page of the session: the Founder is announced', async () => {
    signedInAs({ id: 'u1', username: 'Pioneer' });
    slot();
    await settle(); // the announcing's code arrives
    await settle(); // and asks
    expect(achievementToasts()).toEqual(['Founder']);
  });

  test('nothing is loaded or asked for a visitor, at username setup, or once the session looked', async () => {
    for (const user of [null, { id: 'u1', username: null }]) {
      signedInAs(user);
      slot().unmount();
    }
    markChecked('u2');
    signedInAs({ id: 'u2', username: 'Second' });
    slot();
    await settle();
    expect(getOwnAchievements).not.toHaveBeenCalled();
    expect(achievementToasts()).toEqual([]);
  });
});

describe("the admin's toast test", () => {
  beforeEach(() => {
    signedInAs({ id: 'admin', username: 'Admin' });
    jest.mocked(getAllAchievements).mockResolvedValue({ achievements: [founder, seenBefore, locked] });
  });

  async function openTab() {
    renderWithQuery(<ToastProvider><ActionsTab /></ToastProvider>);
    await settle();
    fireEvent.change(screen.getByRole('combobox', { name: 'Achievement' }), { target: { value: String(founder.id) } });
  }

  test('fires the confetti as a real unlock does, 800 ms after the toast', async () => {
    await openTab();
    fireEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    act(() => jest.advanceTimersByTime(0));
    expect(achievementToasts()).toEqual(['Founder']);
    act(() => jest.advanceTimersByTime(799));
    expect(fireAchievementConfetti).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(fireAchievementConfetti).toHaveBeenCalledTimes(1);
  });

  test('confirms beside its button: three clicks keep three achievement toasts in the three slots', async () => {
    await openTab();
    for (let click = 0; click < 3; click++) {
      fireEvent.click(screen.getByRole('button', { name: 'Show toast' }));
      act(() => jest.advanceTimersByTime(100));
    }
    expect(achievementToasts()).toEqual(['Founder', 'Founder', 'Founder']);
    expect(within(notifications()).queryByText(/executed successfully/)).toBeNull();
    expect(screen.getByText('Test Achievement Toast executed successfully!')).toHaveAttribute('role', 'status');
  });

  test('the refresh confirms beside its button too', async () => {
    jest.mocked(postRefreshAchievements).mockResolvedValue({ players: 2, granted: 1, next: null });
    await openTab();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Run' })));
    expect(screen.getByText('Refresh Achievements executed successfully!')).toBeInTheDocument();
    expect(within(notifications()).queryByText(/executed successfully/)).toBeNull();
  });
});
