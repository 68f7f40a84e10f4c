import { defineGame, optionsEqualToLabel } from '../game-config';
import { NO_BOOKS_MATCH } from '@/lib/messages/game';

const TESTAMENTS = ['Old', 'New'];
const GENRES = ['Law', 'History', 'Wisdom', 'Prophecy', 'Gospel', 'Epistle', 'Apocalyptic'];
const AUDIENCES = ['Israel', 'Nineveh', 'All Nations', 'The Church', 'Individual'];
// Traditional primary authors, in canonical order of first appearance.
const AUTHORS = [
  'Moses', 'Joshua', 'Samuel', 'Unknown', 'Jeremiah', 'Ezra', 'Nehemiah', 'David', 'Solomon', 'Isaiah', 'Ezekiel',
  'Daniel', 'Hosea', 'Joel', 'Amos', 'Obadiah', 'Jonah', 'Micah', 'Nahum', 'Habakkuk', 'Zephaniah', 'Haggai',
  'Zechariah', 'Malachi', 'Matthew', 'Mark', 'Luke', 'John', 'Paul', 'James', 'Peter', 'Jude',
];

export const bibleBooksConfig = defineGame({
  id: 'bible-books',
  title: 'Books of the Bible',
  shortTitle: 'Bible',
  description: 'Guess the book of the Bible from its testament, genre, author, chapters and audience.',
  route: '/solve/bible-books',
  streakKey: 'bibleBooksStreak',
  dailyKey: 'dailyBibleBooks',
  sessionStorageKey: 'bibleBooksDirectoryFiltersV1',
  apiEndpoint: '/api/cards/bible-books',
  dailyApiEndpoint: '/api/daily/bible-books',
  dailyDataField: 'book',
  itemsArrayField: 'allBooks',
  itemName: 'book',
  itemNamePlural: 'books',
  itemNameCapitalized: 'Book',
  placeholderText: 'Type book name...',
  directoryButtonText: 'View Books',
  emptyDirectoryText: NO_BOOKS_MATCH,
  cssPrefix: 'bible',
  category: 'Religious Knowledge',
  icon: 'cross',
  colors: { primary: '#F5E6D3', secondary: '#FFF8E7', text: '#8B4513' },
  hintField: 'verse',
  hintLabel: 'Verse',
  hintUnlockAttempts: 5,
  showHintAfterWin: true,
  categories: [
    {
      key: 'testament',
      label: 'Testament',
      rule: 'exact',
      values: TESTAMENTS,
      filter: { label: 'Testament', options: optionsEqualToLabel('testament', TESTAMENTS) },
    },
    {
      key: 'genre',
      label: 'Genre',
      rule: 'exact',
      values: GENRES,
      filter: { label: 'Genre', options: optionsEqualToLabel('genre', GENRES) },
    },
    { key: 'author', label: 'Primary Author', rule: 'exact', values: AUTHORS },
    { key: 'chapter_count', label: 'Chapters', rule: 'number', values: { min: 1, max: 150, text: '1-150' } },
    {
      key: 'audience',
      label: 'Audience',
      rule: 'exact',
      values: AUDIENCES,
      filter: { label: 'Audience', options: optionsEqualToLabel('audience', AUDIENCES) },
    },
  ],
});
