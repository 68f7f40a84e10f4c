import { NextResponse } from 'next/server';
import { anyone } from '@/lib/auth/guards';
import { devLoginEnabled, externalProviders } from '@/lib/auth/providers';
import { consumeSignInAttempt, redirectToProvider } from '@/lib/auth/sign-in';
import { route } from '@/lib/http/route';

/**
 * GET /auth/google (browser navigation): starts sign-in with Google, or with this deployment's
 * provider when Google is not configured. With no provider at all it explains on the return page.
 */
export const GET = route({ guard: anyone }, async ({ request }) => {
  await consumeSignInAttempt(request);
  const providers = externalProviders();
  const chosen = providers.find((provider) => provider.id === 'google') ?? providers[0];
  if (chosen) return redirectToProvider(chosen.id);
  const fallback = devLoginEnabled() ? '/login' : '/auth/callback?error=NoProvider';
  return NextResponse.redirect(new URL(fallback, request.url), 303);
});
