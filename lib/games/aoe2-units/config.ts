import { defineGame, optionsEqualToLabel, type CategoryConfig } from '../game-config';
import { NO_CARDS_MATCH } from '@/lib/messages/game';
import { filtersStorageKey } from '../filters';

const AGES = ['Dark', 'Feudal', 'Castle', 'Imperial'];
const UNIT_TYPES = ['Infantry', 'Archer', 'Cavalry', 'Siege', 'Ship', 'Monk', 'Civilian'];
// The data's eleven buildings folded to ten: the Fortified Church counts as a Monastery (it replaces it).
const BUILDINGS = [
  'Town Center', 'Barracks', 'Archery Range', 'Stable', 'Siege Workshop', 'Dock', 'Monastery', 'Castle', 'Donjon',
  'Market',
];
const RESOURCES = ['Food', 'Wood', 'Gold'];

const categories = [
  {
    key: 'age',
    label: 'Age',
    rule: 'exact',
    values: AGES,
    filter: { label: 'Ages', options: optionsEqualToLabel('age', AGES) },
  },
  {
    key: 'unit_type',
    label: 'Unit Type',
    rule: 'exact',
    values: UNIT_TYPES,
    filter: { label: 'Unit types', options: optionsEqualToLabel('unit_type', UNIT_TYPES) },
  },
  {
    key: 'building',
    label: 'Building',
    rule: 'exact',
    values: BUILDINGS,
    filter: { label: 'Buildings', options: optionsEqualToLabel('building', BUILDINGS) },
  },
  { key: 'range', label: 'Range', rule: 'exact', values: { min: 0, max: 16, text: '0-16' } },
  { key: 'cost', label: 'Cost', rule: 'split-list', separator: '/', values: RESOURCES },
] satisfies (CategoryConfig & { key: 'age' | 'unit_type' | 'building' | 'range' | 'cost' })[];

export const aoe2UnitsConfig = defineGame({
  id: 'aoe2-units',
  title: 'Age of Empires II units',
  shortTitle: 'AoE2',
  description: 'Guess the Age of Empires II unit from its age, type, building, range and cost.',
  route: '/solve/aoe2-units',
  streakKey: 'aoe2UnitsStreak',
  dailyKey: 'dailyAoe2Units',
  // Hashed from the filter options so that a saved selection is dropped when the options change.
  sessionStorageKey: filtersStorageKey('aoe2UnitsDirectoryFilters', categories),
  apiEndpoint: '/api/cards/aoe2-units',
  dailyApiEndpoint: '/api/daily/aoe2-units',
  dailyDataField: 'unit',
  itemsArrayField: 'allUnits',
  itemName: 'unit',
  itemNamePlural: 'units',
  itemNameCapitalized: 'Unit',
  placeholderText: 'Type unit name...',
  directoryButtonText: 'View Units',
  emptyDirectoryText: NO_CARDS_MATCH,
  cssPrefix: 'aoe2',
  category: 'RTS Units',
  icon: 'sword-wound',
  colors: { primary: '#8B4513', secondary: '#A0522D', text: '#FFFFFF' },
  hintField: 'hint',
  hintLabel: 'Exact cost',
  hintUnlockAttempts: 5,
  showHintAfterWin: false,
  categories,
});
