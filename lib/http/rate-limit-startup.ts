import { trustedProxyHops } from './client-address';
import { stampPeerAddresses } from './peer-address';
import { rateLimitScale } from './rate-limit';
import { log } from '@/lib/observability/log';

/** At server start-up: stamp each request with its socket address, and say how limits are set when unusual. */
export function startRateLimiting(): void {
  stampPeerAddresses();
  const scale = rateLimitScale();
  if (scale !== 1) log().warn(`[startup] RATE_LIMIT_SCALE=${scale}: every rate limit is multiplied by ${scale}.`);
  // A TRUST_PROXY that is not a whole number is reported by assertEnvAtStartup() (lib/env.ts).
  const hops = trustedProxyHops();
  if (hops > 0) {
    log().info(`[startup] TRUST_PROXY=${hops}: client addresses come from X-Forwarded-For, ${hops} hop(s) from the right.`);
  }
}
