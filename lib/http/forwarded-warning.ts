import type { IncomingHttpHeaders } from 'node:http';
import { log } from '@/lib/observability/log';
import { addRequestObserver } from '@/lib/observability/request-observers';
import { trustedProxyHops } from './client-address';

export const FORWARDED_WARNING_EVERY_MS = 60 * 60 * 1000;

export const FORWARDED_WARNING =
  '[rate-limit] requests arrive with X-Forwarded-For while TRUST_PROXY is off: this server is behind a proxy or balancer, ' +
  'so every guest counts as its address and they all share one rate-limit bucket. Set TRUST_PROXY to the number of ' +
  'proxies in front (1 behind one balancer; docs/DEPLOY.md).';

/**
 * Says loudly that the server sits behind a proxy it does not trust (issue 37 item 7): the first request carrying
 * X-Forwarded-For while TRUST_PROXY is 0 or unset is warned about, and then at most once an hour while they keep coming.
 */
export function createForwardedWarning(now: () => number = Date.now, warn: (message: string) => void = (message) => log().warn(message)) {
  let lastWarning: number | null = null;
  return function check(headers: IncomingHttpHeaders): void {
    if (headers['x-forwarded-for'] === undefined || trustedProxyHops() > 0) return;
    if (lastWarning !== null && now() - lastWarning < FORWARDED_WARNING_EVERY_MS) return;
    lastWarning = now();
    warn(FORWARDED_WARNING);
  };
}

/** instrumentation.ts: every request is looked at (lib/observability/request-observers.ts). */
export function startForwardedWarning(): () => void {
  const check = createForwardedWarning();
  return addRequestObserver('forwarded-warning', { started: ({ request }) => check(request.headers) });
}
