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
  DevNameInvalid: 'a development sign-in name is 3-20 letters and digits, with no spaces or punctuation',
  DevNameTaken: 'that name belongs to an account that signs in another way, so the development sign-in cannot use it',
};

export function signInErrorMessage(code: string): string {
  // Own keys only: ?error=constructor must not find Object's constructor.
  return Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : 'something went wrong while signing in';
}
