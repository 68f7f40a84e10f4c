/**
 * What the account, profile, stats, achievements, leaderboard and feedback pages and their endpoints say,
 * word for word: accounts-side §8's error catalogue first, then the texts it does not list. Each message
 * has this one home (tests/unit/messages/catalogues.test.ts compares §8). A message that quotes a limit
 * (a bio's length, a picture's size in pixels) is built beside that limit in lib/validation.
 */

// accounts-side §8: requests and sign-in
export { httpErrorMessage, REQUEST_TIMEOUT, refreshFailedMessage } from './requests';
export const authenticationFailedMessage = (reason: string) => `Authentication failed: ${reason}. Redirecting...`;
/** The return page while the server has made the session but cannot read the account yet (the database away). */
export const SIGN_IN_STILL_TRYING = 'Signing you in... The server is busy right now: still trying.';
/** Setting a username failed before the server answered. */
export const NETWORK_ERROR = 'Network error. Please try again.';

// accounts-side §8: the profile picture, bio and badge
export const WRONG_TYPE_MESSAGE = 'Please select a JPG, PNG, or WebP image file.';
export const TOO_LARGE_MESSAGE = 'File too large. Please select an image smaller than 10MB.';
export const CROP_FAILED_MESSAGE = 'Failed to process image. Please try again.';
export const uploadFailedMessage = (reason: string) => `Upload failed: ${reason || 'Upload failed'}`;
export const UPLOAD_FAILED = 'Failed to upload profile picture. Please try again.';
export const CONFIRM_REMOVE_MESSAGE = 'Are you sure you want to remove your profile picture?';
export const removeFailedMessage = (reason: string) => `Failed to remove profile picture: ${reason || 'Delete failed'}`;
export const REMOVE_FAILED = 'Failed to remove profile picture. Please try again.';
export const BIO_FAILED_MESSAGE = 'Failed to update bio. Please try again.';
export const BADGE_FAILED_MESSAGE = 'Badge feature not available. Please contact administrator to run database migrations.';

// accounts-side §8: the footer's two forms, one set per form
export const FORM_MESSAGES = {
  feedback: {
    title: 'Submit Feedback',
    success: 'Thank you! Your feedback has been submitted successfully.',
    inlineError: 'Sorry, there was an error submitting your feedback. Please try again.',
    toastError: 'Failed to submit feedback. Please try again.',
  },
  bug: {
    title: 'Report Bug',
    success: 'Thank you! Your bug report has been submitted successfully.',
    inlineError: 'Sorry, there was an error submitting your bug report. Please try again.',
    toastError: 'Failed to submit bug report. Please try again.',
  },
} as const;

// accounts-side §8: achievements, public profiles, the leaderboard
export const LOAD_FAILED_OWN = 'Failed to load achievements. Please refresh the page to try again.';
export const MARK_FAILED = 'Failed to update achievement notifications. Please try again.';
/** The error text logged when marking achievements as notified failed without a server error. */
export const MARK_FAILED_FALLBACK = 'Failed to mark achievements as notified';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const PROFILE_LOAD_FAILED = 'Failed to load profile';
export const LOAD_FAILED_PUBLIC = 'Failed to load achievements';
export const NO_ACHIEVEMENTS_FOUND = 'No achievements found';
export const SHARED_RESULT_NOT_FOUND = 'Shared result not found';
export const LEADERBOARD_ERROR_TEXT = 'Failed to load leaderboard data';

// The stats, home and daily pages
export const STATS_LOAD_ERROR_TEXT = 'Failed to load your stats. Please refresh the page to try again.';
export const NO_PLAYED_GAMES_TEXT = "You haven't played any games yet.";
export const TRIED_EVERY_GAME_TEXT = "You've tried every game!";
export const NEVER_PLAYED_TEXT = 'Never';
export const EMPTY_PREVIEW_TEXT = 'No players on the leaderboard yet.';
export const NO_FAVOURITES_TEXT = 'Star your favorite games to track your stats here!';

// The account endpoints' refusals
export const USERNAME_REQUIRED = 'Username is required';
export const USERNAME_TOO_SHORT = 'Username must be at least 3 characters long';
export const USERNAME_TOO_LONG = 'Username must be 20 characters or less';
export const USERNAME_CHARACTERS_ONLY = 'Username can only contain letters and numbers';
export const USERNAME_TAKEN_MESSAGE = 'That username is already taken. Please choose another.';
export const USERNAME_ALREADY_SET_MESSAGE = 'You already have a username.';
export const DELETE_CONFIRMATION_MESSAGE = 'Type your username exactly as it is shown to confirm.';
export const BADGE_NOT_UNLOCKED_MESSAGE = 'You can only wear a badge you have unlocked.';
export const PICTURE_NOT_FOUND_MESSAGE = 'No such picture.';
export const UNREADABLE_MESSAGE = 'The image could not be read: the file is damaged or incomplete.';
export const PICTURES_BUSY_MESSAGE = 'The server is busy with other pictures right now. Please try again in a few seconds.';
export const SUPERSEDED_MESSAGE = 'A newer picture was uploaded meanwhile: that one is kept.';

// Issue 29: your place on the leaderboard, and a player's history on the profile
export const RANK_UNKNOWN_GAME_MESSAGE = 'Unknown game: use a game id such as pokemon, or leave game out for All Games.';
/** Under the leaderboard, for a signed-in player whose row the table does not show. */
export const yourRankText = (rank: string, total: string) => `You: #${rank} of ${total}`;
export const HOW_TO_GET_RANKED_TEXT = 'Win a daily puzzle to appear on the leaderboard.';
export const CALENDAR_HEADING = 'Daily wins, last 12 months';
export const CLOSEST_ACHIEVEMENTS_HEADING = 'Closest achievements';
export const NO_CLOSE_ACHIEVEMENTS_TEXT = 'Every achievement with a goal is unlocked.';
/** A calendar cell's accessible name: 'March 3, 2026: 2 daily wins'. */
export const calendarDayLabel = (day: string, wins: string) => `${day}: ${wins} daily ${wins === '1' ? 'win' : 'wins'}`;
export const calendarTotalText = (wins: string) => `${wins} daily ${wins === '1' ? 'win' : 'wins'} in the last 12 months`;
