import { byRarityThenName, pictureUrl, rarityLabel } from '@/lib/profile/display';
import { formatDate } from '@/lib/time-display';
import { profileDescription, profileStructuredData } from '@/lib/profile/structured-data';
import type { PublicProfile } from '@/lib/profile/types';

test('the badge picker sorts legendary 4 → common 1, then by name', () => {
  const list = [
    { name: 'Beta', rarity: 'common' },
    { name: 'Zeta', rarity: 'legendary' },
    { name: 'Alpha', rarity: 'common' },
    { name: 'Mid', rarity: 'rare' },
    { name: 'Big', rarity: 'epic' },
    { name: 'Alpha', rarity: 'legendary' },
  ] as const;
  expect([...list].sort(byRarityThenName).map((a) => `${a.rarity}:${a.name}`)).toEqual([
    'legendary:Alpha', 'legendary:Zeta', 'epic:Big', 'rare:Mid', 'common:Alpha', 'common:Beta',
  ]);
  expect(rarityLabel('legendary')).toBe('Legendary');
});

test('dates are US English with a short month, on the Chicago calendar; pictures fall back to the unset image', () => {
  expect(formatDate('2025-08-28T03:00:00.000Z')).toBe('Aug 27, 2025');
  expect(pictureUrl(null)).toBe('/unset-profile-pic.png');
  expect(pictureUrl('ab.jpg')).toBe('/api/profile-picture/ab.jpg');
});

const profile: PublicProfile = {
  username: 'Pat',
  profile_picture: null,
  bio: 'Line one\nline two',
  badge: null,
  created_at: '2025-09-01T12:00:00.000Z',
  summary: { total_games: 12, total_daily_games: 9, overall_best_streak: 4 },
  achievements: [{ name: 'First Win', description: 'Win once.', rarity: 'common', image_filename: 'first.svg', category: 'total-wins', unlocked_at: '2025-09-02T12:00:00.000Z' }],
  total_achievements: 1,
};

test('the structured data is a ProfilePage about a Person, with only public facts', () => {
  const data = profileStructuredData(profile);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    dateCreated: '2025-09-01T12:00:00.000Z',
    mainEntity: { '@type': 'Person', name: 'Pat', description: 'Line one\nline two', image: expect.stringMatching(/\/unset-profile-pic\.png$/), award: ['First Win'] },
  });
  expect(JSON.stringify(data)).not.toMatch(/email|role/);
});

test('the description says who, since when and how much they play', () => {
  expect(profileDescription(profile)).toBe("Pat plays Guessdle's daily guessing games (member since September 2025). 9 daily puzzles solved, best streak 4. “Line one line two”");
  expect(profileDescription({ ...profile, bio: '', summary: { total_games: 0, total_daily_games: 0, overall_best_streak: 0 } })).toBe(
    "Pat plays Guessdle's daily guessing games (member since September 2025).",
  );
});
