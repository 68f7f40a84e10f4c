/**
 * What any page or endpoint of the site may say, whatever the area, word for word. Each message has this
 * one home; the areas' own are in ./game.ts, ./accounts.ts and ./admin.ts.
 */

/** A call's unexpected failure (a 500): the ref is the request id, which finds the failure's lines in the server log. */
export const internalErrorMessage = (ref: string | undefined) =>
  `Something went wrong on our side. Please try again.${ref ? ` If it keeps happening, tell us this error ref: ${ref}` : ''}`;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Nothing was saved; please try again in a moment.';
export const DATABASE_OUTAGE_TITLE = "We can't reach the database right now";
export const DATABASE_OUTAGE_MESSAGE =
  "Your account, stats and the leaderboard are out of reach for a moment. Today's puzzles can still be played as a guest. Please try again in a minute.";
export const ACCOUNT_UNAVAILABLE_TEXT =
  "We can't reach the database right now: you are playing as a guest. Your progress can't be loaded or saved until it is back.";
export const CROSS_ORIGIN_MESSAGE = 'This request came from another site and was refused.';
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or broken Unicode.';
export const DISPLAY_TEXT_MESSAGE = 'Text must not contain control characters (line breaks are fine) or text-direction overrides.';
export const DEV_LOGIN_BANNER_TEXT = 'Development sign-in is on: anyone can sign in without a password. Not for real players.';
/** The offline page (/offline), which the service worker (public/sw.js) shows for a page it cannot serve (issue 30 item 4). */
export const OFFLINE_TITLE = 'No connection';
/** The offline page's Try again found no connection yet (issue 36 item 8). */
export const STILL_OFFLINE_MESSAGE = 'Still no connection. This page loads again by itself when it is back.';
export const OFFLINE_MESSAGE = "You're offline — your guesses will be judged when you're back";
