import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from '@/lib/http/errors';
import { derivedKey } from '@/lib/services/site/server-secret';
import type { SessionRevocation } from './session-records';

/**
 * A sign-out the database could not confirm, handed to the browser to send again (POST /auth/logout
 * {revocationToken}) until a server confirms it: `base64url(json).base64url(mac)`, the mac an HMAC-SHA256
 * keyed from the server secret. It names one session, or a user and a time ("sign out of all devices":
 * their sessions started until then), and can only ever end those: holding one grants nothing else.
 */
const MAC_BYTES = 16;

export const INVALID_REVOCATION_TOKEN_MESSAGE = 'This sign-out token was not issued by this site, so nothing was changed.';

const revocationShape = z.union([
  z.object({ sid: z.string().min(1) }).strict(),
  z.object({ userId: z.string().min(1), startedUntil: z.number().int().nonnegative() }).strict(),
]);

function mac(payload: string): Buffer {
  return createHmac('sha256', derivedKey('session-revocation')).update(payload).digest().subarray(0, MAC_BYTES);
}

export function signRevocationToken(revocation: SessionRevocation): string {
  const payload = JSON.stringify(revocation);
  return `${Buffer.from(payload, 'utf8').toString('base64url')}.${mac(payload).toString('base64url')}`;
}

/** The revocation a token names; 400 invalid_revocation_token when this site did not sign it. */
export function readRevocationToken(token: string): SessionRevocation {
  const [encodedPayload, encodedMac, ...rest] = token.split('.');
  const invalid = () => badRequest(INVALID_REVOCATION_TOKEN_MESSAGE, 'invalid_revocation_token');
  if (!encodedPayload || !encodedMac || rest.length > 0) throw invalid();
  const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8');
  const given = Buffer.from(encodedMac, 'base64url');
  const expected = mac(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  try {
    return revocationShape.parse(JSON.parse(payload));
  } catch {
    throw invalid();
  }
}
