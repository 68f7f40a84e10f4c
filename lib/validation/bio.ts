/**
 * The bio rule (accounts-side §5, §9): at most 300, where a line break counts as 50 characters. The
 * one place it lives: the profile form's counter and Save button and the server's check both call it.
 */
export const BIO_MAX_LENGTH = 300;
export const BIO_LINE_BREAK_WEIGHT = 50;
export const BIO_TOO_LONG_MESSAGE = `A bio may be at most ${BIO_MAX_LENGTH} characters (a line break counts as ${BIO_LINE_BREAK_WEIGHT}).`;

/** Line breaks as the browser's textarea gives them (\n), whatever a client sent (\r\n, \r). */
export function normalizeBio(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** The bio's length under the rule: one per character (code point), 50 per line break. */
export function bioLength(text: string): number {
  let length = 0;
  for (const character of normalizeBio(text)) length += character === '\n' ? BIO_LINE_BREAK_WEIGHT : 1;
  return length;
}

export function isBioWithinLimit(text: string): boolean {
  return bioLength(text) <= BIO_MAX_LENGTH;
}
