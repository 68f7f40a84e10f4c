/**
 * @jest-environment node
 *
 * Whose address a limit counts (issue 10 item 7): the socket's, unless TRUST_PROXY says how many
 * proxies in front of the app append to X-Forwarded-For; a client's own X-Forwarded-For never counts.
 */
import { addressKey, clientAddress, UNKNOWN_ADDRESS } from '@/lib/http/client-address';
import { peerAddressHeader } from '@/lib/http/peer-address';
import { fromAddress } from '@/tests/helpers/client-address';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/x', { headers });

afterEach(() => { delete process.env.TRUST_PROXY; });

describe('without TRUST_PROXY (the default)', () => {
  test('is the socket address, whatever X-Forwarded-For and X-Real-IP say', () => {
    const forged = request({ ...fromAddress('198.51.100.7'), 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'x-real-ip': '203.0.113.10' });
    expect(clientAddress(forged)).toBe('198.51.100.7');
  });

  test('TRUST_PROXY=0 or a value that is not a whole number also means the socket', () => {
    for (const value of ['0', 'true', '-1', '1.5', 'yes']) {
      process.env.TRUST_PROXY = value;
      expect(clientAddress(request({ ...fromAddress('198.51.100.7'), 'x-forwarded-for': '203.0.113.9' }))).toBe('198.51.100.7');
    }
  });

  test('an IPv4 address mapped into IPv6 is the IPv4 address', () => {
    expect(clientAddress(request(fromAddress('::ffff:127.0.0.1')))).toBe('127.0.0.1');
  });

  test('a request that did not come through the server (no stamp) counts as unknown, not as its headers say', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }))).toBe(UNKNOWN_ADDRESS);
  });

  test('the stamp header has a random name no client can guess', () => {
    expect(peerAddressHeader()).toMatch(/^x-guessdle-peer-[0-9a-f]{24}$/);
  });
});

describe('with TRUST_PROXY=N', () => {
  test('N=1 takes the rightmost X-Forwarded-For entry: the one the load balancer appended', () => {
    process.env.TRUST_PROXY = '1';
    expect(clientAddress(request({ ...fromAddress('10.0.0.2'), 'x-forwarded-for': ' 203.0.113.9 , 198.51.100.7 ' }))).toBe('198.51.100.7');
  });

  test('N=2 takes the second from the right', () => {
    process.env.TRUST_PROXY = '2';
    expect(clientAddress(request({ ...fromAddress('10.0.0.2'), 'x-forwarded-for': 'forged, 198.51.100.7, 10.0.0.3' }))).toBe('198.51.100.7');
  });

  test('a client prepending addresses of its own does not change the result', () => {
    process.env.TRUST_PROXY = '1';
    const addresses = ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'x'].map((forged) =>
      clientAddress(request({ ...fromAddress('10.0.0.2'), 'x-forwarded-for': `${forged}, 198.51.100.7` })),
    );
    expect(addresses).toEqual(['198.51.100.7', '198.51.100.7', '198.51.100.7']);
  });

  test('fewer entries than hops: the leftmost; no header at all: the socket', () => {
    process.env.TRUST_PROXY = '3';
    expect(clientAddress(request({ ...fromAddress('10.0.0.2'), 'x-forwarded-for': '198.51.100.7, 10.0.0.3' }))).toBe('198.51.100.7');
    expect(clientAddress(request(fromAddress('10.0.0.2')))).toBe('10.0.0.2');
  });
});

describe('addressKey', () => {
  test('keeps an IPv4 address whole', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  });

  test('counts every address of one IPv6 /64 together', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
  });
});
