/**
 * Component tests replace lib/client/endpoints.ts (jest.mock('@/lib/client/endpoints')) and answer by
 * call name: `answer(name, body)` returns the response, an Error to throw, or undefined for a call the
 * test did not expect (which then fails loudly).
 */
import type * as endpoints from '@/lib/client/endpoints';

export type EndpointName = { [K in keyof typeof endpoints]: (typeof endpoints)[K] extends (...args: never[]) => unknown ? K : never }[keyof typeof endpoints];
type Answer = (call: EndpointName, body: Record<string, unknown> | undefined) => unknown;

/** The request body of a call: its last argument when that is a plain object other than a game. */
function bodyOf(args: unknown[]): Record<string, unknown> | undefined {
  const last = args[args.length - 1];
  return last && typeof last === 'object' && !('id' in last) ? (last as Record<string, unknown>) : undefined;
}

export function serveEndpoints(mocked: jest.Mocked<typeof endpoints>, answer: Answer): void {
  for (const [name, fn] of Object.entries(mocked)) {
    if (typeof fn !== 'function' || !jest.isMockFunction(fn)) continue;
    fn.mockImplementation(async (...args: unknown[]) => {
      const response = answer(name as EndpointName, bodyOf(args));
      if (response instanceof Error) throw response;
      if (response === undefined) throw new Error(`unexpected call ${name}`);
      return response;
    });
  }
}
