/**
 * The server log's secrets scan (issue 37 item 4): after the e2e journeys, every line of the server's output is
 * searched for the secrets the journeys used (session cookie values, receipts, bios, e-mail addresses: recorded by
 * tests/e2e/helpers/fixtures.ts) and for anything shaped like an e-mail address or a signed token; and every line
 * of its log must be one JSON object (lib/observability/log.ts), a request's line with its request_id. Next's own
 * start-up banner (`▲ Next.js`, `- Local:`, `✓ Ready`) is the one exception.
 */
export interface ScanProblem {
  file: string;
  line: number;
  problem: string;
}

/** Secrets shorter than this are not searched for (a receipt, a cookie value or a bio are longer). */
export const MIN_SECRET_LENGTH = 8;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** A JWT or JWE (Auth.js's session cookie is a JWE): base64url JSON header, then 2 or 4 more parts. */
const SIGNED_TOKEN = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{8,}/;
const NEXT_BANNER = /^\s*$|^\s*(▲|-|✓|⚠) /;
// The escape that starts a terminal colour (Next colours its banner).
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

/** What a problem says of a secret: its kind and its first characters only (the report must not repeat it). */
const hint = (secret: string) => `${secret.slice(0, 4)}… (${secret.length} characters)`;

/**
 * The secrets that occur anywhere in `text`, in one pass over it (a full e2e run: tens of thousands of lines and
 * thousands of secrets; searching for each in turn took seconds): each position's next MIN_SECRET_LENGTH
 * characters are looked up among the secrets' beginnings.
 */
function occurring(text: string, secrets: [string, string][]): [string, string][] {
  const byStart = new Map<string, [string, string][]>();
  for (const entry of secrets) {
    const start = entry[0].slice(0, MIN_SECRET_LENGTH);
    byStart.set(start, [...(byStart.get(start) ?? []), entry]);
  }
  const found = new Set<[string, string]>();
  for (let index = 0; index + MIN_SECRET_LENGTH <= text.length; index++) {
    const candidates = byStart.get(text.slice(index, index + MIN_SECRET_LENGTH));
    if (candidates) for (const entry of candidates) if (text.startsWith(entry[0], index)) found.add(entry);
  }
  return [...found];
}

/** Problems of one file's lines; `json`: the file is the server's log, each line must be JSON. */
export function scanLines(file: string, lines: string[], secrets: Map<string, string>, { json }: { json: boolean }): ScanProblem[] {
  const problems: ScanProblem[] = [];
  const found = occurring(lines.join('\n'), [...secrets].filter(([secret]) => secret.length >= MIN_SECRET_LENGTH));
  lines.forEach((text, index) => {
    const at = (problem: string) => problems.push({ file, line: index + 1, problem });
    for (const [secret, kind] of found) if (text.includes(secret)) at(`holds a ${kind}: ${hint(secret)}`);
    if (text.includes('@') && EMAIL.test(text)) at('holds an e-mail address');
    if (text.includes('eyJ') && SIGNED_TOKEN.test(text)) at('holds a signed token (a session cookie?)');
    if (!json || NEXT_BANNER.test(text.replace(ANSI_COLOUR, ''))) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return void at(`is not JSON: ${text.slice(0, 80)}`);
    }
    const entry = parsed as Record<string, unknown>;
    if (typeof entry !== 'object' || entry === null || typeof entry.level !== 'string' || typeof entry.time !== 'string' || typeof entry.msg !== 'string' || typeof entry.instance !== 'string') {
      return void at('is not a log line (level, time, instance, msg)');
    }
    if (entry.msg === 'request' && typeof entry.request_id !== 'string') at("is a request's line without its request_id");
  });
  return problems;
}

/** The recorded secrets file: one JSON line per secret, {kind, value}. */
export function parseSecrets(text: string): Map<string, string> {
  const secrets = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const { kind, value } = JSON.parse(line) as { kind: string; value: string };
    secrets.set(value, kind);
  }
  return secrets;
}
