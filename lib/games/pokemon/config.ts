import { defineGame, optionsEqualToLabel } from '../game-config';
import { NO_CARDS_MATCH } from '@/lib/messages/game';

// The fifteen Generation 1 types.
const TYPES = [
  'Normal', 'Fire', 'Water', 'Electric', 'Grass', 'Ice', 'Fighting', 'Poison', 'Ground', 'Flying', 'Psychic', 'Bug',
  'Rock', 'Ghost', 'Dragon',
];
const COLORS = ['Black', 'Blue', 'Brown', 'Gray', 'Green', 'Pink', 'Purple', 'Red', 'White', 'Yellow'];
const METHODS = ['None', 'Level', 'Stone', 'Trade'];

export const pokemonConfig = defineGame({
  id: 'pokemon',
  title: 'Pokemon (original 151)',
  shortTitle: 'Pokemon',
  description: 'Guess the original 151 Pokemon from its types, color, evolution, height and weight.',
  route: '/solve/pokemon',
  streakKey: 'pokemonStreak',
  dailyKey: 'dailyPokemon',
  sessionStorageKey: 'pokemonDirectoryFiltersV1',
  apiEndpoint: '/api/cards/pokemon',
  dailyApiEndpoint: '/api/daily/pokemon',
  dailyDataField: 'pokemon',
  itemsArrayField: 'allPokemon',
  itemName: 'pokemon',
  itemNamePlural: 'pokemon',
  itemNameCapitalized: 'Pokemon',
  itemNameSingular: 'pokemon',
  placeholderText: 'Type pokemon name...',
  directoryButtonText: 'Pokemon Directory',
  emptyDirectoryText: NO_CARDS_MATCH,
  cssPrefix: 'pokemon',
  category: 'Pokemon',
  icon: 'pokeball',
  colors: { primary: '#FFCB05', secondary: '#CC0000', text: '#FFFFFF' },
  hintField: 'hint',
  hintLabel: 'Description',
  hintUnlockAttempts: 5,
  showHintAfterWin: true,
  categories: [
    {
      key: 'type1',
      label: 'Type 1',
      rule: 'exact',
      values: TYPES,
      filter: { label: 'Types', options: optionsEqualToLabel(['type1', 'type2'], TYPES) },
    },
    { key: 'type2', label: 'Type 2', rule: 'exact', values: [...TYPES, 'None'] },
    { key: 'color', label: 'Color', rule: 'split-list', separator: ',', values: COLORS },
    {
      key: 'evolution_stage',
      label: 'Stage',
      rule: 'exact',
      values: ['1', '2', '3'],
      filter: {
        label: 'Stages',
        options: [1, 2, 3].map((stage) => ({ label: String(stage), fields: ['evolution_stage'], equals: [stage] })),
      },
    },
    {
      key: 'evolution_method',
      label: 'Evolution',
      rule: 'exact',
      values: METHODS,
      filter: { label: 'Methods', options: optionsEqualToLabel('evolution_method', METHODS) },
    },
    { key: 'height_m', label: 'Height', rule: 'number', unit: 'm', values: { min: 0.1, max: 20, text: '0.1-20.0 m' } },
    { key: 'weight_kg', label: 'Weight', rule: 'number', unit: 'kg', values: { min: 0.1, max: 999.9, text: '0.1-999.9 kg' } },
  ],
});
