/**
 * @jest-environment node
 *
 * Rarity, rule by rule (accounts-side §9), and the catalogue exercising every rule.
 */
import { CATALOGUE } from '@/lib/achievements/definitions';
import { achievementRarity, pickerRarity } from '@/lib/achievements/rarity';

const rarity = (name: string, category: string, threshold: number | null = null) => achievementRarity({ name, category, threshold });

describe('achievementRarity', () => {
  test('user groups are legendary, whatever the name or threshold', () => {
    expect(rarity('Founder', 'user-groups')).toBe('legendary');
    expect(rarity('Broken Shark', 'user-groups', 1)).toBe('legendary');
  });

  test.each([
    [3, 'common'], [29, 'common'], [30, 'rare'], [99, 'rare'], [100, 'epic'], [365, 'epic'], [null, 'common'],
  ])('daily streak of %p days: %s', (threshold, expected) => {
    expect(rarity('Streaky Master', 'daily-streak', threshold)).toBe(expected);
  });

  test.each([
    [1, 'common'], [24, 'common'], [25, 'rare'], [99, 'rare'], [100, 'epic'], [500, 'epic'],
  ])('total wins of %p: %s', (threshold, expected) => {
    expect(rarity('Expert Wins', 'total-wins', threshold)).toBe(expected);
  });

  test.each([
    ['Flawless', 'legendary'], ['Almost Flawless Lore', 'legendary'], ['Lore Seeker', 'epic'], ['Explorer', 'epic'],
    ['Broken but Back', 'common'], ['Well Rounded', 'rare'], ['Pokemon Master', 'rare'],
  ])('activity %p: %s (keywords of other categories do not apply)', (name, expected) => {
    expect(rarity(name, 'activity')).toBe(expected);
  });

  test.each(['master', 'centurion', 'slayer', 'strategist', 'interloper', 'word'])('the keyword %p makes any other achievement epic', (word) => {
    expect(rarity(`The ${word.toUpperCase()} of games`, 'other', 3)).toBe('epic');
  });

  test.each(['devotee', 'conqueror', 'expert', 'shark'])('the keyword %p makes it rare', (word) => {
    expect(rarity(`Great ${word}`, 'other', 200)).toBe('rare');
  });

  test('an epic keyword wins over a rare one; without any keyword the default is rare', () => {
    expect(rarity('Expert Slayer', 'other')).toBe('epic');
    expect(rarity('Capybara Friend', 'other')).toBe('rare');
    expect(rarity('Anything', 'placeholder')).toBe('rare');
  });
});

describe('pickerRarity (the admin toast-test picker)', () => {
  test('user groups legendary; then 100 or more epic, 25 or more rare, else common, for every category', () => {
    expect(pickerRarity({ category: 'user-groups', threshold: null })).toBe('legendary');
    expect(pickerRarity({ category: 'daily-streak', threshold: 30 })).toBe('rare'); // the site says rare too
    expect(pickerRarity({ category: 'daily-streak', threshold: 25 })).toBe('rare'); // the site says common
    expect(pickerRarity({ category: 'activity', threshold: null })).toBe('common');
    expect(pickerRarity({ category: 'other', threshold: 100 })).toBe('epic');
  });
});

describe('the catalogue', () => {
  test('at least 30 achievements with unique stable keys and names', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CATALOGUE.map((entry) => entry.key)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((entry) => entry.name)).size).toBe(CATALOGUE.length);
  });

  test('every rarity rule is exercised by some achievement', () => {
    const has = (test: (entry: (typeof CATALOGUE)[number]) => boolean) => CATALOGUE.some(test);
    expect(has((e) => e.category === 'user-groups')).toBe(true);
    for (const [category, thresholds] of [['daily-streak', [3, 30, 100]], ['total-wins', [1, 25, 100]]] as const) {
      for (const t of thresholds) expect(has((e) => e.category === category && achievementRarity(e) === achievementRarity({ name: '', category, threshold: t }))).toBe(true);
    }
    for (const word of ['flawless', 'lore', 'broken']) expect(has((e) => e.category === 'activity' && e.name.toLowerCase().includes(word))).toBe(true);
    expect(has((e) => e.category === 'activity' && achievementRarity(e) === 'rare')).toBe(true);
    for (const word of ['master', 'centurion', 'slayer', 'strategist', 'interloper', 'word', 'devotee', 'conqueror', 'expert', 'shark']) {
      expect(has((e) => !['user-groups', 'daily-streak', 'total-wins', 'activity'].includes(e.category) && e.name.toLowerCase().includes(word))).toBe(true);
    }
    expect(has((e) => e.category === 'other' && achievementRarity(e) === 'rare' && !/devotee|conqueror|expert|shark/i.test(e.name))).toBe(true);
  });
});
