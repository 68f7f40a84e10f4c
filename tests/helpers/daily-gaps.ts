/** The shortest number of days between two showings of the same item in a run of consecutive days. */
export function shortestGap(names: string[]): number {
  const lastSeen = new Map<string, number>();
  let shortest = Infinity;
  names.forEach((name, day) => {
    const previous = lastSeen.get(name);
    if (previous !== undefined) shortest = Math.min(shortest, day - previous);
    lastSeen.set(name, day);
  });
  return shortest;
}
