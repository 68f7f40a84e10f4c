/**
 * No hint may name its own item (issue 10): scripts/convert-data.mjs masks, in each item's hint, the
 * item's name and every abbreviation of it, and tests/unit/games/hint-names.test.ts checks the result.
 *
 * An item's names: its name; the name without punctuation or gender signs ("Mr Mime", "JAX",
 * "Nidoran") and with hyphens as spaces ("All Out Attack"); for a Subnautica "X Leviathan" its common
 * short name "X"; for a Bible book its standard abbreviations (lib/games/bible-books/abbreviations.json,
 * the SBL Handbook of Style) and, for a numbered book, the name without its number ("Samuel").
 * A name matches case-insensitively, as a whole word, also in the plural or possessive ("Claws").
 *
 * The Bible verse hint starts with its reference ("1 Chronicles 16:34 — O give thanks"); the book is
 * dropped from it ("16:34 — O give thanks"). Pure functions: callers pass the abbreviation table.
 */

/** What a name is replaced with inside a hint. */
export const HINT_MASK = '___';

const unique = (values) => [...new Set(values.map((v) => v.replace(/\s+/g, ' ').trim()).filter((v) => v.length > 1))];

/** Every name and abbreviation of an item that its hint must not contain. */
export function hintNames(gameId, name, bibleAbbreviations) {
  const names = [name, name.replace(/[.'’♀♂]/g, ''), name.replace(/-/g, ' ')];
  if (gameId === 'subnautica-creatures' && / Leviathan$/.test(name)) names.push(name.replace(/ Leviathan$/, ''));
  if (gameId === 'bible-books') {
    const abbreviations = bibleAbbreviations?.books?.[name];
    if (!Array.isArray(abbreviations) || abbreviations.length === 0) throw new Error(`bible-books: no abbreviation listed for "${name}"`);
    names.push(...abbreviations);
    const numbered = /^[123] (.+)$/.exec(name);
    if (numbered) names.push(numbered[1]);
  }
  return unique(names);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A global, case-insensitive matcher of any of `names` as whole words (longest first), plural or possessive too. */
export function namesPattern(names) {
  const alternatives = [...names].sort((a, b) => b.length - a.length).map((n) => escapeRegExp(n).replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?:'s|’s|es|s)?(?![\\p{L}\\p{N}])`, 'giu');
}

const BIBLE_REFERENCE = /^(.+?) (\d+:\d+(?:[–-]\d+)?) — /u;

/** The Bible verse hint without its book: "1 Chronicles 16:34 — O give" becomes "16:34 — O give". */
function dropBookFromReference(name, verse) {
  const match = BIBLE_REFERENCE.exec(verse);
  if (!match || match[1] !== name) throw new Error(`bible-books "${name}": the verse should start with "${name} <chapter>:<verse> — ", got ${JSON.stringify(verse.slice(0, 60))}`);
  return `${match[2]} — ${verse.slice(match[0].length)}`;
}

/** The hint text with the item's names masked (and, for the Bible, the book dropped from the reference). */
export function maskHint(gameId, name, hint, bibleAbbreviations) {
  const text = gameId === 'bible-books' ? dropBookFromReference(name, hint) : hint;
  return text.replace(namesPattern(hintNames(gameId, name, bibleAbbreviations)), HINT_MASK);
}
