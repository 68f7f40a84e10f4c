/** @jest-environment node */
/** Issue 37 item 4: the cluster's balancer gives each request an id the instances keep (and logs it). */
import type { IncomingMessage } from 'node:http';
import { haproxyConfig } from '@/scripts/cluster/haproxy';
import { requestIdOf } from '@/lib/observability/request-observers';

test("HAProxy sends its unique id as X-Request-Id, in a form the instance keeps, and writes it in its log", () => {
  const config = haproxyConfig({ port: 1, statsPort: 2, instancePorts: [3], folder: '/tmp' });
  expect(config).toContain('unique-id-header X-Request-Id');
  expect(config).toMatch(/log-format .*request_id=%ID/);
  // What that format gives (seen from HAProxy 2.6): kept as is by the instance.
  const sample = '7F000001:BA28-7F000001:150E-6B0BBA9C-0000:51B6';
  expect(config).toContain('unique-id-format %{+X}o%ci:%cp-%fi:%fp-%Ts-%rt:%pid');
  expect(requestIdOf({ headers: { 'x-request-id': sample } } as unknown as IncomingMessage)).toBe(sample);
});
