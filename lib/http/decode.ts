/** A percent-encoded URL part, decoded; undefined when its encoding is broken (`%ZZ`). */
export function tryDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
