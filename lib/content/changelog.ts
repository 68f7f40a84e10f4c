/** The /updates timeline (accounts-side §9): one entry per version, newest first, each change filed under a category. */

export type ChangeCategory = 'New' | 'Improved' | 'Fixed';

export interface ChangelogEntry {
  version: string;
  /** ISO date of the release. */
  date: string;
  changes: Partial<Record<ChangeCategory, readonly string[]>>;
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '1.0.4',
    date: '2025-09-20',
    changes: {
      New: ['Pokemon Gen 1: guess any of the original 151 Pokemon by type, colour, evolution stage and method, height and weight.'],
      Improved: ['The leaderboard and your stats now include Pokemon streaks.'],
    },
  },
  {
    version: '1.0.3',
    date: '2025-09-12',
    changes: {
      New: ['Report incorrect data straight from the victory screen: pick the categories that look wrong and add a note.'],
      Fixed: ['Suggestions no longer hide behind the keyboard on small phones.'],
    },
  },
  {
    version: '1.0.2',
    date: '2025-09-05',
    changes: {
      New: ['Share your daily result as a Wordle-style grid of coloured squares, without spoiling the answer.'],
      Improved: ['The countdown to the next daily puzzle follows the Chicago day, daylight saving included.'],
    },
  },
  {
    version: '1.0.1',
    date: '2025-08-31',
    changes: {
      New: ['Tooltips on the category headers explain what each column compares.'],
      Fixed: ['A streak no longer resets when a daily win is recorded just after midnight.'],
    },
  },
  {
    version: '1.0.0',
    date: '2025-08-28',
    changes: {
      New: [
        'Daily and endless guessing games for Bible books, Slay the Spire cards, Subnautica creatures and Age of Empires II units.',
        'Accounts with streaks, statistics, achievements and a public profile.',
        'A leaderboard of the longest running streaks.',
      ],
    },
  },
];
