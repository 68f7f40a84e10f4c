/** @jest-environment node */
/** Issue 37 item 7: X-Forwarded-For while TRUST_PROXY is off is said once, then at most once an hour. */
import { createForwardedWarning, FORWARDED_WARNING, FORWARDED_WARNING_EVERY_MS } from '@/lib/http/forwarded-warning';

const previous = process.env.TRUST_PROXY;
afterEach(() => {
  if (previous === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previous;
});

test('the first forwarded request is warned about, then once an hour while they keep coming', () => {
  delete process.env.TRUST_PROXY;
  let now = 1_000_000;
  const warnings: string[] = [];
  const check = createForwardedWarning(() => now, (message) => warnings.push(message));
  check({}); // a direct request: nothing to say
  expect(warnings).toEqual([]);
  check({ 'x-forwarded-for': '203.0.113.7' });
  check({ 'x-forwarded-for': '203.0.113.8' });
  expect(warnings).toEqual([FORWARDED_WARNING]);
  now += FORWARDED_WARNING_EVERY_MS - 1;
  check({ 'x-forwarded-for': '203.0.113.7' });
  expect(warnings).toHaveLength(1);
  now += 1;
  check({ 'x-forwarded-for': '203.0.113.7' });
  expect(warnings).toHaveLength(2);
  expect(FORWARDED_WARNING).toContain('TRUST_PROXY');
});

test('with TRUST_PROXY set, X-Forwarded-For is expected: nothing is said', () => {
  process.env.TRUST_PROXY = '1';
  const warnings: string[] = [];
  const check = createForwardedWarning(() => 0, (message) => warnings.push(message));
  check({ 'x-forwarded-for': '203.0.113.7' });
  expect(warnings).toEqual([]);
});
