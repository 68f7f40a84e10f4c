/** What the return page says for Auth.js's error codes (accounts-side §2.3 'Authentication failed: {message}'). */
const MESSAGES: Record<string, string> = {
  AccessDenied: 'access was denied',
  CredentialsSignin: 'that name could not be used to sign in',
  OAuthAccountNotLinked: 'this e-mail address already signs in with another provider',
  Configuration: 'the sign-in service is not configured correctly',
  Verification: 'the sign-in link has expired',
  NoProvider: 'no sign-in provider is configured',
  RateLimited: 'too many sign-in attempts; please wait a few minutes',
  NotSignedIn: 'no session was created',
};

export function signInErrorMessage(code: string): string {
  return MESSAGES[code] ?? 'something went wrong while signing in';
}
