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

/** Only the call frames of a stack (its `    at …` lines): the message lines above them may hold a query's values. */
function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * An error as the log shows it (pino's `err` field, lib/observability/log.ts): its type, the described message
 * above and the call frames of its stack; never the error object itself, whose fields may hold a failed query's
 * parameters.
 */
export function loggableError(error: unknown): { type: string; message: string; stack: string } {
  const type = error instanceof Error ? error.name : typeof error;
  const message = describeError(error);
  const stack = error instanceof Error ? frames(error.stack) : '';
  return { type, message, stack: stack ? `${message}\n${stack}` : message };
}
