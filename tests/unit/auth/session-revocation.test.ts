/**
 * @jest-environment node
 *
 * What a sign-out ends (issue 24 item 3): one session, or every session of a user started until a time,
 * told from the session id (a UUIDv7); and the token that carries it, which only this site can sign.
 */
import { readRevocationToken, signRevocationToken } from '@/lib/auth/revocation-token';
import { newSessionId, revokes, sessionStartedAt } from '@/lib/auth/session-records';

const STARTED = Date.UTC(2026, 0, 2, 3, 4, 5, 678);

describe('session ids', () => {
  test('a new session id is a UUIDv7 that tells when the session started', () => {
    const sid = newSessionId(STARTED);
    expect(sid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sessionStartedAt(sid)).toBe(STARTED);
    expect(newSessionId(STARTED)).not.toBe(sid);
  });

  test('an id made before ids carried their time (UUIDv4) counts as started at the beginning', () => {
    expect(sessionStartedAt('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed')).toBe(0);
  });
});

describe('revokes', () => {
  const session = { sid: newSessionId(STARTED), userId: 'user-1' };

  test('one session: that id only', () => {
    expect(revokes({ sid: session.sid }, session)).toBe(true);
    expect(revokes({ sid: newSessionId(STARTED) }, session)).toBe(false);
  });

  test('all devices: the user’s sessions started until then, not later ones, nor anyone else’s', () => {
    expect(revokes({ userId: 'user-1', startedUntil: STARTED }, session)).toBe(true);
    expect(revokes({ userId: 'user-1', startedUntil: STARTED - 1 }, session)).toBe(false);
    expect(revokes({ userId: 'user-2', startedUntil: STARTED + 1000 }, session)).toBe(false);
  });
});

describe('revocation tokens', () => {
  test('a signed token reads back as the revocation it names', () => {
    for (const revocation of [{ sid: newSessionId() }, { userId: 'user-1', startedUntil: STARTED }]) {
      expect(readRevocationToken(signRevocationToken(revocation))).toEqual(revocation);
    }
  });

  test('a token changed in any way is refused with 400 invalid_revocation_token', () => {
    const token = signRevocationToken({ sid: 'session-1' });
    const [payload, mac] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ userId: 'victim', startedUntil: Date.now() })).toString('base64url');
    for (const forged of [`${otherPayload}.${mac}`, `${payload}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`, `${payload}`, `${token}.extra`]) {
      expect(() => readRevocationToken(forged)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_revocation_token' }));
    }
  });
});
