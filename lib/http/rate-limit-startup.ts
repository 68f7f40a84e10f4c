import { trustedProxyHops } from './client-address';
import { stampPeerAddresses } from './peer-address';
import { rateLimitScale } from './rate-limit';

/** At server start-up: stamp each request with its socket address, and say how limits are set when unusual. */
export function startRateLimiting(): void {
  stampPeerAddresses();
  const scale = rateLimitScale();
  if (scale !== 1) console.warn(`[startup] RATE_LIMIT_SCALE=${scale}: every rate limit is multiplied by ${scale}.`);
  // A TRUST_PROXY that is not a whole number is reported by assertEnvAtStartup() (lib/env.ts).
  const hops = trustedProxyHops();
  if (hops > 0) {
    console.log(`[startup] TRUST_PROXY=${hops}: client addresses come from X-Forwarded-For, ${hops} hop(s) from the right.`);
  }
}
