/**
 * A local OpenID Connect provider for the end-to-end suite (oidc-provider on loopback).
 * Its development login form accepts any login and password; the login becomes the account:
 * sub = login, email = {login}@oidc.guessdle.invalid. Usage: node scripts/oidc-test-provider.mjs PORT APP_ORIGIN
 */
import Provider from 'oidc-provider';

const port = Number(process.argv[2] ?? 3108);
const appOrigin = process.argv[3] ?? 'http://localhost:3107';
const E2E_OIDC_CLIENT = { id: 'guessdle-e2e', secret: 'guessdle-e2e-secret' };

const provider = new Provider(`http://localhost:${port}`, {
  clients: [
    {
      client_id: E2E_OIDC_CLIENT.id,
      client_secret: E2E_OIDC_CLIENT.secret,
      redirect_uris: [`${appOrigin}/api/auth/callback/oidc`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => ({ sub: id, email: `${id.toLowerCase()}@oidc.guessdle.invalid`, email_verified: true, name: id }),
  }),
  cookies: { keys: ['guessdle-e2e-only-cookie-key'] },
  features: { devInteractions: { enabled: true } },
});
provider.proxy = false;
// The development forms are the point here; silence the warnings oidc-provider prints about them.
console.warn = () => {};
provider.listen(port, 'localhost', () => console.log(`OIDC test provider on http://localhost:${port}`));
