import { z } from 'zod';
import { DISPLAY_TEXT_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@/lib/messages/site';

/** A NUL character, or half of a UTF-16 surrogate pair standing alone (with /u, a whole pair is one code point). */
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** True when PostgreSQL can store the string as text: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * The one string schema of every path segment, query value and body field: PostgreSQL refuses NUL in
 * text and a lone surrogate is not UTF-8, so both are a 400 here instead of a 500 from the database.
 * Chain the field's own rules after it: `safeText().trim().min(1).max(100)`.
 */
export function safeText(message: string = UNSAFE_TEXT_MESSAGE) {
  return z.string().refine(isStorableText, message);
}

/**
 * Control characters other than the line breaks (ESC, BEL, DEL, C1; NUL has safeText's message) and the
 * bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make stored text read
 * differently from what it holds.
 */
const UNDISPLAYABLE = /[\u0001-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * The string schema of every text stored to be shown to people (bio, feedback, admin notes, report notes):
 * safeText, and no control character but a line break, no direction override.
 */
export function displayText() {
  return safeText().refine((value) => !UNDISPLAYABLE.test(value), DISPLAY_TEXT_MESSAGE);
}

/** A query or path value that is a whole number written in digits ('12', not '1e1', ' 12' or '0x0c'), within bounds. */
export function wholeNumberText(min: number, max: number, what: string) {
  const message = `${what} must be a whole number from ${min} to ${max}.`;
  return safeText()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}
