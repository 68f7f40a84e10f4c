import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // Links prefetch on intent, not as the page loads (issue 38): every link goes through components/ui/Link.tsx.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['components/ui/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Import Link from '@/components/ui/Link' (it prefetches on intent)." }] }] },
  },
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'drizzle/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'scripts/perf/bare-next/**'] },
];

export default config;
