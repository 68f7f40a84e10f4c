// Writes a generated table into docs/PERFORMANCE.md between `<!-- {name}:start -->` and `<!-- {name}:end -->`.
import { readFileSync, writeFileSync } from 'node:fs';

export const PERFORMANCE_DOC = 'docs/PERFORMANCE.md';

export function replaceSection(text, name, content) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${PERFORMANCE_DOC} has no ${start} … ${end} markers`);
  return `${text.slice(0, from + start.length)}\n${content.trim()}\n${text.slice(to)}`;
}

export function writeDocSection(name, content) {
  writeFileSync(PERFORMANCE_DOC, replaceSection(readFileSync(PERFORMANCE_DOC, 'utf8'), name, content));
}
