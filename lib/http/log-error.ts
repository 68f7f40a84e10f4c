/**
 * What the server log keeps of an error: its name, code and the first line of its message (cut short),
 * and the same of its causes. A failed query's message goes on with the values it was given (a picture's
 * bytes, a player's text): they never reach the log.
 */
const MAX_MESSAGE = 300;
const MAX_CAUSES = 4;

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, MAX_MESSAGE);
  const code = (error as { code?: unknown }).code;
  const firstLine = error.message.split('\n', 1)[0].slice(0, MAX_MESSAGE);
  return `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${firstLine}`;
}

export function describeError(error: unknown): string {
  const parts = [describeOne(error)];
  let cause = (error as { cause?: unknown } | null)?.cause;
  for (let depth = 0; cause !== undefined && cause !== null && depth < MAX_CAUSES; depth++) {
    parts.push(`caused by ${describeOne(cause)}`);
    cause = (cause as { cause?: unknown }).cause;
  }
  return parts.join('; ');
}
