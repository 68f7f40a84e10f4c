/**
 * The one rule for matching a name a player types (issue 30 item 3), applied to the typed text and to
 * every item name alike:
 * - accents and other diacritics removed (Unicode NFKD, then combining marks dropped: é → e; the
 *   compatibility forms too, so a full-width ｐｉｋａｃｈｕ is pikachu);
 * - the sex symbols spelled as letters, ♀ → f and ♂ → m, so Nidoran♀ (nidoranf) and Nidoran♂ (nidoranm)
 *   stay apart and can be typed on any keyboard;
 * - lower case;
 * - everything that is not a letter or a digit removed: spaces, punctuation and other symbols.
 * So `mr mime` is Mr. Mime, `farfetchd` is Farfetch'd, `jax` is J.A.X. and `man at arms` is Man-at-Arms.
 */
const SPELLED_SYMBOLS: Readonly<Record<string, string>> = { '♀': 'f', '♂': 'm' };

export function nameKey(text: string): string {
  // Lower case last: a compatibility form can decompose to a capital (ℌ → H).
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[♀♂]/gu, (symbol) => SPELLED_SYMBOLS[symbol])
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
