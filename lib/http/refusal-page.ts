import { API_CONTENT_SECURITY_POLICY, securityHeaders } from '@/lib/security/headers';

/**
 * A small HTML page for a refusal answered before a page renders (the profile-page limit's 429, the render gate's
 * 503): no script, not indexed, never stored, with the site's security headers and `Retry-After`.
 */
export function refusalPage(title: string, message: string, retryAfterSeconds: string): { headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
  Object.assign(headers, {
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': retryAfterSeconds,
  });
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
  return { headers, body };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
