import { createLogger, replaceLogger } from '@/lib/observability/log';

export type LogLine = Record<string, unknown> & { level: string; msg: string; err?: { type: string; message: string; stack: string } };

/**
 * The server log's lines (lib/observability/log.ts), parsed, from now until `restore()`: the process's logger is
 * swapped for one at level trace writing here. Tests default to a silent logger otherwise.
 */
export function captureLog(): { lines: LogLine[]; raw: string[]; restore: () => void } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const restore = replaceLogger(
    createLogger({
      write: (chunk: string) => {
        raw.push(chunk);
        lines.push(JSON.parse(chunk) as LogLine);
      },
    }, 'trace'),
  );
  return { lines, raw, restore };
}
