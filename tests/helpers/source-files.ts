import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The project's source files below a folder ('app', 'lib'…), as paths from the root with '/' separators. */
export function sourceFiles(folder: string, extension: RegExp = /\.(ts|tsx)$/): string[] {
  return readdirSync(path.join(process.cwd(), folder), { recursive: true, encoding: 'utf8' })
    .filter((entry) => extension.test(entry))
    .map((entry) => `${folder}/${entry.split(path.sep).join('/')}`);
}

/** A source file's text, by its path from the root. */
export const readSource = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
