import { hostname } from 'node:os';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { readEnv } from '@/lib/env';
import { loggableError } from '@/lib/http/log-error';
import { currentRequestId } from './request-context';

/**
 * The server's one logger: a JSON line per event on stdout (pino), e.g.
 * {"level":"info","time":"2026-11-29T06:00:00.000Z","instance":"app4601","request_id":"…","msg":"request",…}.
 * - `level` at LOG_LEVEL (default info; tests default to silent: tests/helpers/log-capture.ts reads it);
 * - `instance` from INSTANCE_NAME, else `<hostname>:<pid>`;
 * - `request_id` whenever the line is written while a request is served (./request-context.ts);
 * - an error goes in `err` and is written by lib/http/log-error.ts's loggableError: its described message and
 *   its call frames, never its fields (a failed query's parameters);
 * - the fields that could hold a secret or a player's own data are censored wherever they appear (REDACTED),
 *   though no code logs them: server code logs ids, routes and counts, never a cookie, token, receipt, e-mail or bio.
 * One logger per process, on globalThis: instrumentation and every route bundle share it.
 */
export const REDACTED = [
  'cookie', 'cookies', 'authorization', 'token', 'receipt', 'email', 'bio', 'password',
  '*.cookie', '*.cookies', '*.authorization', '*.token', '*.receipt', '*.email', '*.bio', '*.password',
];

export function instanceName(): string {
  return readEnv().INSTANCE_NAME ?? `${hostname()}:${process.pid}`;
}

function defaultLevel(): Level | 'silent' {
  const env = readEnv();
  return env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
}

/** A logger writing to `destination` (stdout when absent) at `level` (LOG_LEVEL when absent). */
export function createLogger(destination?: DestinationStream, level: Level | 'silent' = defaultLevel()): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { instance: instanceName() },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: loggableError },
    redact: { paths: REDACTED, censor: '[redacted]' },
    mixin: () => {
      const id = currentRequestId();
      return id ? { request_id: id } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const holder = globalThis as unknown as { __guessdleLog?: Logger };

/** The process's logger. */
export function log(): Logger {
  return (holder.__guessdleLog ??= createLogger());
}

/** Replaces the process's logger (tests: tests/helpers/log-capture.ts); returns what puts the previous one back. */
export function replaceLogger(logger: Logger): () => void {
  const previous = holder.__guessdleLog;
  holder.__guessdleLog = logger;
  return () => {
    holder.__guessdleLog = previous;
  };
}
