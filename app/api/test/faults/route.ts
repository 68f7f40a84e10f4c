import { z } from 'zod';
import { requireTestHooks, testHooksEnabled } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { failNextRecordings } from '@/lib/services/site/injected-faults';

const body = z.object({ failRecordings: z.number().int().min(0).max(1000) });

/** E2E set-up only: the next `failRecordings` signed-in guess recordings fail (nothing committed), as in a database stall. */
export const POST = route({ onlyIf: testHooksEnabled, guard: requireTestHooks, body }, async ({ body }) => {
  failNextRecordings(body.failRecordings);
  return { failRecordings: body.failRecordings };
});
