import { isIPv6 } from 'node:net';
import { isProduction, readEnv } from '@/lib/env';
import { peerAddress } from './peer-address';
import { log } from '@/lib/observability/log';

/** What a request whose address cannot be told apart from others counts as (they share one limit). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (TRUST_PROXY, default 0).
 * Anything but a whole number counts as 0: the socket address, which no client can forge.
 */
export function trustedProxyHops(): number {
  return readEnv().TRUST_PROXY ?? 0;
}

/**
 * The address of the client that sent the request. With TRUST_PROXY unset or 0 it is the socket's
 * address and X-Forwarded-For is ignored. With TRUST_PROXY=N (N proxies in front, each appending the
 * address it saw) it is the Nth address from the right of X-Forwarded-For: the one the outermost
 * trusted proxy saw. Entries further left were written by the client and are never used.
 */
export function clientAddress(request: Request): string {
  const stamped = peerAddress(request);
  if (stamped === null) warnUnstampedOnce();
  const socket = normalise(stamped ?? '') || UNKNOWN_ADDRESS;
  const hops = trustedProxyHops();
  if (hops === 0) return socket;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => normalise(entry))
    .filter(Boolean);
  if (forwarded.length === 0) return socket;
  // Fewer entries than hops: every entry was appended by a trusted proxy; the leftmost is the client.
  return forwarded[Math.max(0, forwarded.length - hops)];
}

/**
 * The key a limit counts an address under: an IPv4 address as is, an IPv6 address by its /64
 * network (one subscriber usually holds a whole /64 and could otherwise rotate through it).
 */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

let warnedUnstamped = false;
/** In a production server every request is stamped (instrumentation.ts); without it all guests share one limit. */
function warnUnstampedOnce(): void {
  if (warnedUnstamped || !isProduction()) return;
  warnedUnstamped = true;
  log().warn('[rate-limit] a request without its socket address: is startRateLimiting() registered in instrumentation.ts?');
}

function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1] : trimmed).toLowerCase();
}

function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0];
  const [head, tail = ''] = withoutZone.split('::');
  const left = head ? head.split(':') : [];
  const right = withoutZone.includes('::') && tail ? tail.split(':') : [];
  const embeddedIPv4 = withoutZone.includes('.') ? 1 : 0; // a trailing a.b.c.d takes two groups
  const missing = 8 - left.length - right.length - embeddedIPv4;
  const groups = withoutZone.includes('::') ? [...left, ...Array(Math.max(0, missing)).fill('0'), ...right] : left;
  return groups.map((group) => group.padStart(4, '0'));
}
