/** The theme script runs on every page under the Content-Security-Policy: its hash is in every policy (issue 30 item 2). */
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { THEME_SCRIPT } from '@/lib/appearance/theme-script';
import { contentSecurityPolicy, THEME_SCRIPT_HASH } from '@/lib/security/csp';
import { inlineScriptHashes } from '@/lib/security/static-page-scripts';

const expected = createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64');
const scriptSources = (policy: string) => policy.split('; ').find((part) => part.startsWith('script-src '))!.split(' ').slice(1);

test('the hash is the SHA-256 of the script the layout writes', () => {
  expect(THEME_SCRIPT_HASH).toBe(expected);
  // As app/layout.tsx writes it: the same text, unescaped, so the browser hashes the same bytes.
  const html = renderToStaticMarkup(<script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />);
  expect(inlineScriptHashes(html)).toEqual([expected]);
});

test('a page rendered per request allows it beside its nonce', () => {
  expect(scriptSources(contentSecurityPolicy({ nonce: 'abc' }, { development: false }))).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'", `'sha256-${expected}'`]);
});

test('a prerendered page allows it once, with its own inline scripts', () => {
  const sources = scriptSources(contentSecurityPolicy({ hashes: [expected, 'other='] }, { development: false }));
  expect(sources).toEqual(["'self'", `'sha256-${expected}'`, "'sha256-other='"]);
  expect(scriptSources(contentSecurityPolicy({ hashes: [] }, { development: false }))).toContain(`'sha256-${expected}'`);
});

test('the script has nothing a policy or an HTML parser would treat differently', () => {
  expect(THEME_SCRIPT).not.toMatch(/<|\n/);
});
