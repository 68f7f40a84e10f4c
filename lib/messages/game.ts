/**
 * What the game pages and the play endpoints say to a player, word for word: game-side §8's error
 * catalogue first, then the texts and refusals it does not list. Each message has this one home: code
 * that shows or answers it imports it from here (tests/unit/messages/catalogues.test.ts compares §8).
 */

// game-side §8
export const CLOUD_SAVE_FAILED = 'Failed to save your progress to the cloud. Playing offline for now.';
export const LOCAL_SAVE_FAILED = 'Failed to save your progress locally. Please check your browser storage.';
export const REPORT_FAILED = 'Failed to submit data correction. Please try again.';
export const REPORT_SUBMITTED = 'Thank you! Your data correction report has been submitted.';
export const SHARE_COPIED = 'Results copied to clipboard! Share your victory!';
export const SHARE_FAILED = 'Failed to copy. Please try selecting and copying manually.';
export const RESET_TIMER_FAILED = 'Failed to load reset timer';
/** The directory with no match: the same words for creatures, cards, units and Pokemon; the Bible game's own. */
export const NO_CARDS_MATCH = 'No cards match the current filters.';
export const NO_BOOKS_MATCH = 'No books match the current filters.';

// game-side §5 "Data correction report"
export const NO_ITEM_MESSAGE = 'Please select an item to report data for.';
export const NO_CATEGORY_MESSAGE = 'Please select at least one category with incorrect data.';

// The game and daily pages
export const HINT_WAS_AVAILABLE_MESSAGE = 'Hint was available.';
export const ENDLESS_AFTER_DAILY_NOTICE = "You can keep playing, but it won't count towards your daily streak.";
export const RESETTING_TEXT = 'Resetting...';
export const GAME_LOAD_FAILED = 'Could not load the game. Check your connection and try again.';
export const GUESS_REQUEST_FAILED = 'Something went wrong. Please try again.';
/** A guess made without a connection: react-query holds it and sends it when the connection returns. */
export const GUESS_WAITING_FOR_CONNECTION = 'Waiting for a connection — your guess will be sent';
export const FAVOURITES_SAVE_FAILED = 'Failed to save your favourites. Please check your browser storage.';

// The play endpoints' refusals
export const DAY_CHANGED_MESSAGE = "The day has changed: that puzzle is over. Today's puzzle is ready, so reload to play it.";
export const OTHER_PLAYER_ROUND_MESSAGE = 'This endless round belongs to another player, or was started before you signed in or out. Start a new round with Play Again.';
export const INVALID_ROUND_MESSAGE = 'This endless round is not valid. Start a new round with Play Again.';
export const OUTDATED_ROUND_MESSAGE = 'This endless round was started before the site was updated. Start a new round with Play Again.';
export const KEY_REUSED_MESSAGE = 'This guess key was already used for another guess. Reload the page and guess again.';
export const INVALID_RECEIPT_MESSAGE = 'A guess receipt is not valid for this round. Reload the page and keep guessing to unlock the hint.';
export const INVALID_JUDGEMENT_MESSAGE = 'The receipt sent with this guess is not valid. Reload the page and play on.';
export const EXPIRED_JUDGEMENT_MESSAGE =
  'This guess was judged more than 48 hours ago, so it can no longer be added to its day. Reload the page to play today.';

/** What the game page says of a signed-in win while it is being saved. */
export const SAVE_MESSAGES = {
  saving: 'Saving your win…',
  notSavedYet: "Not saved yet — we'll keep trying",
  saved: 'Saved',
} as const;
/** A win the server refused without saying why. */
export const SAVE_REFUSED_FALLBACK = 'It could not be saved.';

// The archive of past daily puzzles (issue 29 item 6)
export const archiveDayNotReleased = (date: string) =>
  `There is no archive puzzle for ${date}: the archive holds every day from puzzle #1 to yesterday, and today's puzzle is on the game page.`;
export const archivePageNotFound = (page: number, pageCount: number) =>
  `There is no page ${page} of the archive: it has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`;
export const ARCHIVE_LOAD_FAILED = 'Could not load the archive. Check your connection and try again.';
export const ARCHIVE_GUEST_NOTE = 'Your results are kept in this browser. Sign in to keep them on every device.';
export const ARCHIVE_NOT_FOUND_TITLE = 'Past puzzle not found';
// Statistics after a daily win (issue 29)
export const STATS_BEFORE_WIN_MESSAGE =
  "Everyone's numbers for today open once you have solved today's puzzle. Solve it first (as a guest, from the page that won it).";
export const everyoneSolvedText = (players: number, average: number | null) =>
  `${players.toLocaleString('en-US')} ${players === 1 ? 'player' : 'players'} solved today's puzzle${average === null ? '' : `, in ${average} ${average === 1 ? 'guess' : 'guesses'} on average`}`;
export const EVERYONE_STATS_NOTE = "Everyone's numbers are the recorded wins of signed-in players.";
export const EVERYONE_STATS_FAILED = "Could not load everyone's numbers for today.";
export const OWN_STATS_FAILED = 'Could not load your statistics.';
export const NEXT_PUZZLE_LABEL = 'Next puzzle in';
export const yesterdaysAnswerText = (puzzleNumber: number, name: string) => `Yesterday's answer was ${name} (#${puzzleNumber})`;
export const winsWithoutCountNote = (wins: number) =>
  `${wins} earlier ${wins === 1 ? 'win was' : 'wins were'} played before guess counts were kept in this browser: counted in Played and Win %, not in the distribution.`;

// A guest's round merged at sign-in (issue 36 item 2): the whole round, as its receipts prove it, or nothing.
export const MERGE_INVALID_RECEIPT_MESSAGE = 'A guess receipt of the guest round is not valid for today’s puzzle of this game. Nothing was merged.';
export const MERGE_MIXED_ROUNDS_MESSAGE = 'The guesses sent belong to more than one guest round; a merge takes one whole round per game. Nothing was merged.';
export const MERGE_INCOMPLETE_ROUND_MESSAGE = 'A guest round must be merged whole: every guess of the round, in the order played, from the first. Nothing was merged.';
export const MERGE_REPEATED_GUESS_MESSAGE = 'The guest round names the same guess twice. Nothing was merged.';
