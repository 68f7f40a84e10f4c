/** Small deterministic hashing, identical in the browser and on the server. */

/** 32-bit FNV-1a hash of a string (UTF-16 code units), as an unsigned integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

