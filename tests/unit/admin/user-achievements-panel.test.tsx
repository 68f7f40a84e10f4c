/**
 * The admin's Achievements tab (issue 36 item 3): the achievements a player unlocks by their own word (the
 * client reports the act, the server cannot see it) are labelled "self-reported"; the others are not.
 */
import { act, screen, within } from '@testing-library/react';
import { UserAchievementsPanel } from '@/components/admin/UserAchievementsPanel';
import { ToastProvider } from '@/components/ui/toast';
import { getAdminUserAchievements } from '@/lib/client/endpoints';
import { catalogueEntry } from '@/lib/achievements/definitions';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';

jest.mock('@/lib/client/endpoints');

const view = (id: number, key: string) => {
  const entry = catalogueEntry(key)!;
  return {
    id, key, name: entry.name, description: entry.description, image_filename: `${key}.webp`, category: entry.category,
    game_type: entry.gameType, threshold: entry.threshold, sort_order: id, rarity: 'rare', globalStats: { unlockedCount: 1 },
  };
};

test('Capybara Friend and Lore Seeker are labelled self-reported, unlocked or not; a win-earned achievement is not', async () => {
  jest.mocked(getAdminUserAchievements).mockResolvedValue({
    achievements: [view(1, 'capybara'), view(2, 'how-to-play'), view(3, 'flawless'), view(4, 'wins-1')],
    userAchievements: [1, 3].map((id) => ({ achievement_id: id, unlocked_at: '2026-11-28T12:00:00.000Z', notified: true })),
  } as never);
  await act(async () => {
    render(<ToastProvider><UserAchievementsPanel userId="p1" /></ToastProvider>);
  });
  const rowOf = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li')!;
  expect(await within(rowOf('Capybara Friend')).findByText('self-reported')).toBeInTheDocument();
  expect(within(rowOf('Lore Seeker')).getByText('self-reported')).toBeInTheDocument();
  expect(within(rowOf('Flawless')).queryByText('self-reported')).not.toBeInTheDocument();
  expect(within(rowOf('First Victory')).queryByText('self-reported')).not.toBeInTheDocument();
  expect(screen.getAllByText('self-reported')).toHaveLength(2);
});
