// Signs a player in over HTTP through the development sign-in (AUTH_DEV_LOGIN=true), as a browser does:
// the CSRF token first, then the credentials form; returns the Cookie header of the signed-in session.

/** The cookie pairs ("name=value") a response sets, merged over `jar`. */
function addCookies(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    jar.set(name, pair);
  }
  return jar;
}

const cookieHeader = (jar) => [...jar.values()].join('; ');

export async function signInDevPlayer(base, name) {
  const jar = new Map();
  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrfResponse.json();
  addCookies(jar, csrfResponse);
  const form = new URLSearchParams({ csrfToken, name, callbackUrl: `${base}/` });
  const signedIn = await fetch(`${base}/api/auth/callback/dev`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: cookieHeader(jar) },
    body: form,
  });
  addCookies(jar, signedIn);
  if (![...jar.keys()].some((cookie) => cookie.includes('session-token'))) {
    throw new Error(`development sign-in of ${name} failed: ${signedIn.status} ${signedIn.headers.get('location')}`);
  }
  return cookieHeader(jar);
}
