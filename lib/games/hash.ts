/** Small deterministic hashing and a shuffle driven by any source of randomness, identical in the browser and on the server. */

/** 32-bit FNV-1a hash of a string (UTF-16 code units), as an unsigned integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A Fisher–Yates shuffle of 0..count-1 driven by `random`. */
export function shuffledIndices(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
