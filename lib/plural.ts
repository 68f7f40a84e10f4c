/** A count with its noun, in the singular for exactly one: '1 player', '2 players', '1,234 players'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
