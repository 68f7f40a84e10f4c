import { defineGame, optionsEqualToLabel } from '../game-config';
import { NO_CARDS_MATCH } from '@/lib/messages/game';

const SIZES = ['Small', 'Medium', 'Large', 'Leviathan'];
const BEHAVIORS = ['Passive', 'Conditional', 'Aggressive', 'Ruthless'];
const BIOMES = [
  'Safe Shallows', 'Kelp Forest', 'Grassy Plateaus', 'Mushroom Forest', 'Grand Reef', 'Blood Kelp Zone',
  'Lost River', 'Lava Zones', 'Crater Edge/Dunes',
];
const DIETS = ['Herbivore', 'Carnivore', 'Filter Feeder', 'Scavenger', 'Parasite', 'None'];

export const subnauticaCreaturesConfig = defineGame({
  id: 'subnautica-creatures',
  title: 'Subnautica creatures',
  shortTitle: 'Subnautica',
  description: 'Guess the Subnautica creature from its size, behavior, biome, diet and whether it is edible.',
  route: '/solve/subnautica-creatures',
  streakKey: 'subnauticaCreaturesStreak',
  dailyKey: 'dailySubnauticaCreatures',
  sessionStorageKey: 'subnauticaCreaturesDirectoryFiltersV1',
  apiEndpoint: '/api/cards/subnautica-creatures',
  dailyApiEndpoint: '/api/daily/subnautica-creatures',
  dailyDataField: 'creature',
  itemsArrayField: 'allCreatures',
  itemName: 'creature',
  itemNamePlural: 'creatures',
  itemNameCapitalized: 'Creature',
  placeholderText: 'Type creature name...',
  directoryButtonText: 'View Creatures',
  emptyDirectoryText: NO_CARDS_MATCH,
  cssPrefix: 'subnautica',
  category: 'Ocean Creatures',
  icon: 'angler-fish',
  colors: { primary: '#006994', secondary: '#40E0D0', text: '#FFFFFF' },
  hintField: 'description',
  hintLabel: 'Description',
  hintUnlockAttempts: 5,
  showHintAfterWin: true,
  categories: [
    {
      key: 'size',
      label: 'Size',
      rule: 'exact',
      values: SIZES,
      filter: { label: 'Size', options: optionsEqualToLabel('size', SIZES) },
    },
    {
      key: 'behavior',
      label: 'Behavior',
      rule: 'exact',
      values: BEHAVIORS,
      filter: { label: 'Behavior', options: optionsEqualToLabel('behavior', BEHAVIORS) },
    },
    {
      key: 'biome',
      label: 'Biome',
      rule: 'exact',
      values: BIOMES,
      filter: { label: 'Biome', options: optionsEqualToLabel('biome', BIOMES) },
    },
    { key: 'diet', label: 'Diet', rule: 'exact', values: DIETS },
    { key: 'edible', label: 'Edible', rule: 'exact', values: ['Yes', 'No'] },
  ],
});
