import { peerAddressHeader } from '@/lib/http/peer-address';

/**
 * Headers that make a Request look as if it came from a socket at `ip`, as the stamp from
 * lib/http/peer-address.ts does in a running server. Spread them into a request's headers.
 */
export function fromAddress(ip: string): Record<string, string> {
  return { [peerAddressHeader()]: ip };
}
