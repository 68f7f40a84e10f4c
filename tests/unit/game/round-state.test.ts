import { hintAfterWin, newRound, roundFromSaved, savedFromRound, shareRows, withOutcome, type Round } from '@/components/game/round-state';
import { loadDailyState, saveDailyState, type LocalDailyState } from '@/lib/client/guest-storage';
import { getGame } from '@/lib/games/registry';
import type { AnyItem } from '@/lib/games/types';

const bible = getGame('bible-books')!;
const aoe2 = getGame('aoe2-units')!;
const RUTH = { name: 'Ruth', verse: 'Ruth 1:16', testament: 'Old', genre: 'History', author: 'Samuel', chapter_count: 4, audience: 'Israel' } as AnyItem;
const SPEARMAN = { name: 'Spearman', age: 'Feudal', unit_type: 'Infantry', building: 'Barracks', range: 0, cost: 'Food/Wood', hint: '35 Food, 25 Wood' } as AnyItem;

const miss = { name: 'Genesis', results: { testament: 'correct', genre: 'incorrect', author: 'incorrect', chapter_count: 'partial-down', audience: 'correct' } } as const;
const hit = { name: 'Ruth', results: { testament: 'correct', genre: 'correct', author: 'correct', chapter_count: 'correct', audience: 'correct' } } as const;

function won(game: 'bible' | 'aoe2', extra: Partial<Round> = {}): Round {
  const answer = game === 'bible' ? RUTH : SPEARMAN;
  return { ...withOutcome(newRound('daily'), { won: true, attempt: { name: answer.name, results: {} }, answer }), ...extra };
}

describe('round state', () => {
  test('a guess adds an attempt; the winning one also sets the answer', () => {
    const first = withOutcome(newRound('daily'), { won: false, attempt: miss });
    expect(first).toMatchObject({ attempts: [miss], won: false, answer: null });
    const second = withOutcome(first, { won: true, attempt: hit, answer: RUTH });
    expect(second).toMatchObject({ attempts: [miss, hit], won: true, answer: RUTH });
  });

  test('the saved daily state round-trips, with the answer name only after the win', () => {
    const playing = withOutcome(newRound('daily'), { won: false, attempt: miss });
    expect(savedFromRound(playing, '2026-03-08')).toEqual({
      date: '2026-03-08',
      game_won: false,
      is_hint_revealed: false,
      current_card_id: null,
      guessed_cards: ['Genesis'],
      attempts_data: [miss],
    });
    const finished = { ...withOutcome(playing, { won: true, attempt: hit, answer: RUTH }), hintRevealed: true, hint: 'Ruth 1:16' };
    const saved = savedFromRound(finished, '2026-03-08');
    expect(saved).toMatchObject({ game_won: true, current_card_id: 'Ruth', guessed_cards: ['Genesis', 'Ruth'], hint: 'Ruth 1:16', answer: RUTH });
    expect(roundFromSaved(saved)).toEqual(finished);
    expect(roundFromSaved(null)).toEqual(newRound('daily'));
  });

  test("each judged guess keeps the server's receipt, and a guest's saved round keeps them across a reload", () => {
    let round = withOutcome(newRound('daily'), { won: false, attempt: miss, receipt: 'R2VuZXNpcw.mac-1' });
    round = withOutcome(round, { won: false, attempt: { ...miss, name: 'Exodus' }, receipt: 'RXhvZHVz.mac-2' });
    expect(round.receipts).toEqual(['R2VuZXNpcw.mac-1', 'RXhvZHVz.mac-2']);
    // A signed-in player's guesses come without receipts (the server counts them itself).
    expect(withOutcome(round, { won: false, attempt: { ...miss, name: 'Numbers' } }).receipts).toHaveLength(2);

    expect(saveDailyState(bible, savedFromRound(round, '2026-03-08'))).toBe(true);
    expect(roundFromSaved(loadDailyState(bible, '2026-03-08'))).toEqual(round);
  });

  test('stored receipts that are not strings are dropped', () => {
    const saved = { ...savedFromRound(newRound('daily'), '2026-03-08'), receipts: ['ok.mac', 7, null, { x: 1 }] } as unknown as LocalDailyState;
    expect(roundFromSaved(saved).receipts).toEqual(['ok.mac']);
    expect(roundFromSaved({ ...saved, receipts: 'nope' } as unknown as LocalDailyState).receipts).toEqual([]);
  });

  test("after a win the hint comes from the answer, and AoE2 shows none, not even a revealed one", () => {
    expect(hintAfterWin(bible, won('bible'))).toBe('Ruth 1:16');
    expect(hintAfterWin(aoe2, won('aoe2'))).toBeNull();
    // AoE2 never shows its hint after a win, not even one revealed during the round (game-side §4).
    expect(hintAfterWin(aoe2, won('aoe2', { hintRevealed: true, hint: '35 Food, 25 Wood' }))).toBeNull();
  });

  test('share rows follow the category order, in the order guessed', () => {
    const round = withOutcome(withOutcome(newRound('daily'), { won: false, attempt: miss }), { won: true, attempt: hit, answer: RUTH });
    expect(shareRows(bible, round)).toEqual([
      ['correct', 'incorrect', 'incorrect', 'partial-down', 'correct'],
      ['correct', 'correct', 'correct', 'correct', 'correct'],
    ]);
  });
});
