import { z } from 'zod';
import { safeText } from '@/lib/validation/text';
import { anyone } from '@/lib/auth/guards';
import { externalProviders } from '@/lib/auth/providers';
import { consumeSignInAttempt, redirectToProvider } from '@/lib/auth/sign-in';
import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

const params = z.object({ provider: safeText().min(1).max(40) });

/** GET /auth/sign-in/{provider}: starts sign-in with one of the configured external providers. */
export const GET = route({ guard: anyone, params }, async ({ request, params }) => {
  const provider = externalProviders().find((choice) => choice.id === params.provider);
  if (!provider) throw notFound(`No sign-in provider named '${params.provider}' is configured.`);
  await consumeSignInAttempt(request);
  return redirectToProvider(provider.id);
});
