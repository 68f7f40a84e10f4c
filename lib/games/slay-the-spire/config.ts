import { defineGame, optionsEqualToLabel } from '../game-config';
import { NO_CARDS_MATCH } from '@/lib/messages/game';

const CLASSES = ['Ironclad', 'Silent', 'Defect', 'Watcher', 'Colorless'];
const TYPES = ['Attack', 'Skill', 'Power'];
const COSTS = ['0', '1', '2', '3', '4', '5', 'X', 'Unplayable'];
const TARGETS = ['Enemy', 'All Enemies', 'Random Enemy', 'Self', 'Self and Enemy', 'All', 'None'];
const RARITIES = ['Basic', 'Common', 'Uncommon', 'Rare', 'Special'];
const KEYWORDS = [
  'Artifact', 'Block', 'Burn', 'Calm', 'Channel', 'Curse', 'Dark', 'Dazed', 'Dexterity', 'Discard', 'Divinity',
  'Draw', 'Energy', 'Ethereal', 'Evoke', 'Exhaust', 'Fatal', 'Focus', 'Frost', 'Heal', 'Innate', 'Intangible',
  'Lightning', 'Lock-On', 'Mantra', 'Orb', 'Plasma', 'Poison', 'Retain', 'Scry', 'Shiv', 'Stance', 'Status',
  'Strength', 'Strike', 'Unplayable', 'Upgrade', 'Void', 'Vulnerable', 'Weak', 'Wound', 'Wrath',
];

export const slayTheSpireConfig = defineGame({
  id: 'slay-the-spire',
  title: 'Slay the Spire cards',
  shortTitle: 'Slay the Spire',
  description: 'Guess the Slay the Spire card from its class, type, cost, keywords, target and rarity.',
  route: '/solve/slay-the-spire',
  streakKey: 'stsStreak',
  dailyKey: 'dailySlayTheSpire',
  sessionStorageKey: 'stsCardDirectoryFiltersV2',
  apiEndpoint: '/api/cards/slay-the-spire',
  dailyApiEndpoint: '/api/daily/slay-the-spire',
  dailyDataField: 'card',
  itemsArrayField: 'allCards',
  itemName: 'card',
  itemNamePlural: 'cards',
  itemNameCapitalized: 'Card',
  placeholderText: 'Type card name...',
  directoryButtonText: 'View Card Directory',
  emptyDirectoryText: NO_CARDS_MATCH,
  cssPrefix: 'sts',
  category: 'Deck-Building Cards',
  icon: 'card-random',
  colors: { primary: '#8B0000', secondary: '#CD5C5C', text: '#FFFFFF' },
  hintField: 'description',
  hintLabel: 'Card text',
  hintUnlockAttempts: 5,
  showHintAfterWin: true,
  categories: [
    {
      key: 'class',
      label: 'Class',
      rule: 'exact',
      values: CLASSES,
      filter: { label: 'Classes', options: optionsEqualToLabel('class', CLASSES) },
    },
    {
      key: 'type',
      label: 'Type',
      rule: 'exact',
      values: TYPES,
      filter: { label: 'Types', options: optionsEqualToLabel('type', TYPES) },
    },
    {
      key: 'cost',
      label: 'Cost',
      rule: 'sts-cost',
      values: COSTS,
      filter: {
        label: 'Costs',
        options: [
          { label: '0', fields: ['cost'], equals: [0] },
          { label: '1', fields: ['cost'], equals: [1] },
          { label: '2', fields: ['cost'], equals: [2] },
          { label: '3+', fields: ['cost'], atLeast: 3 },
          { label: 'X', fields: ['cost'], equals: ['X'] },
          { label: 'Unplayable', fields: ['cost'], equals: [null, -2] },
        ],
      },
    },
    { key: 'keywords', label: 'Keywords', rule: 'list', values: KEYWORDS },
    { key: 'target', label: 'Target', rule: 'exact', values: TARGETS },
    { key: 'rarity', label: 'Rarity', rule: 'exact', values: RARITIES },
  ],
});
