/**
 * What the admin dashboard says, word for word: accounts-side §8's admin entries, then the texts it does
 * not list. Each message has this one home (tests/unit/messages/catalogues.test.ts compares §8).
 */

// accounts-side §8, Admin
export const USERS_LOAD_FAILED = 'Failed to fetch users';
export const USER_UPDATE_FAILED = 'Failed to update user';
export const GAME_STATS_UPDATE_FAILED = 'Failed to update game statistics';
export const STATS_EDITOR_FAILED = 'Failed to update statistics';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const ACHIEVEMENTS_LOAD_FAILED = 'Failed to load achievements';
export const GRANT_FAILED = 'Failed to grant achievement';
export const REVOKE_FAILED = 'Failed to revoke achievement';
export const ACHIEVEMENTS_LOAD_ERROR = 'Error loading achievements';
export const actionFailedMessage = (message: string) => `Error: ${message}`;
export const actionSucceededMessage = (title: string) => `${title} executed successfully!`;
// accounts-side §8's internal messages (logged)
export const FEEDBACK_LOAD_FAILED = 'Failed to fetch feedback';
export const FEEDBACK_STATS_LOAD_FAILED = 'Failed to fetch stats';
export const FEEDBACK_UPDATE_FAILED = 'Failed to update feedback';

// The feedback tab and its endpoints
export const FEEDBACK_NOT_FOUND = 'No feedback with that id.';
export const NO_FEEDBACK_MESSAGE = 'No feedback found matching the current filters.';
