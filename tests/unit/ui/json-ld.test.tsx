import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render } from '@testing-library/react';
import { JsonLd } from '@/components/ui/JsonLd';

const HOSTILE = { name: '</script><script>alert(1)</script>', note: 'a\u2028b' };

test('structured data cannot close its script element, and reads back unchanged', () => {
  const { container } = render(<JsonLd data={HOSTILE} />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script?.innerHTML).not.toContain('<');
  expect(JSON.parse(script?.textContent ?? '')).toEqual(HOSTILE);
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('every page emits its structured data through JsonLd (none writes the script itself)', () => {
  const root = join(__dirname, '../../..');
  const writers = [...sourceFiles(join(root, 'app')), ...sourceFiles(join(root, 'components'))]
    .filter((file) => readFileSync(file, 'utf8').includes('application/ld+json'))
    .map((file) => relative(root, file));
  expect(writers).toEqual(['components/ui/JsonLd.tsx']);
});
