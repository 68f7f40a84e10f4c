import { z } from 'zod';
import * as feedback from '@/lib/validation/feedback';
import * as game from '@/lib/validation/game';
import * as profile from '@/lib/validation/profile';
import * as progress from '@/lib/validation/progress';
import { isStorableText, safeText } from '@/lib/validation/text';
import * as username from '@/lib/validation/username';
import { UNSAFE_TEXT_MESSAGE } from '@/lib/messages/site';

type Node = { _zod: { def: Record<string, unknown> & { type: string } } };

/** Every string schema reachable from `schema`, with where it sits (objects, arrays, optionals, pipes, records). */
function stringsIn(schema: Node, where: string, found: [string, z.ZodType][] = []): [string, z.ZodType][] {
  const def = schema._zod.def;
  const walk = (child: unknown, at: string) => child && stringsIn(child as Node, at, found);
  if (def.type === 'string') found.push([where, schema as unknown as z.ZodType]);
  if (def.type === 'object') for (const [key, child] of Object.entries(def.shape as object)) walk(child, `${where}.${key}`);
  if (def.type === 'array') walk(def.element, `${where}[]`);
  if (def.type === 'record') walk(def.valueType, `${where}{}`);
  if (def.type === 'pipe') { walk(def.in, where); walk(def.out, where); }
  for (const key of ['innerType', 'schema']) walk(def[key], where);
  return found;
}

const modules = { feedback, game, profile, progress, username };
const everyString = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value instanceof z.ZodType)
    .flatMap(([name, schema]) => stringsIn(schema as unknown as Node, `${file}.${name}`)),
);

test('the validation modules hold string fields to check', () => {
  expect(everyString.length).toBeGreaterThan(15);
});

test.each(everyString)('%s refuses a NUL with the shared message', (_where, schema) => {
  const result = schema.safeParse('Mew\u0000');
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message)).toContain(UNSAFE_TEXT_MESSAGE);
});

test('safeText refuses NUL and lone surrogates and keeps whole pairs, accents and newlines', () => {
  for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00', '\uDC00\uD800']) expect(isStorableText(bad)).toBe(false);
  for (const good of ['', 'Pokémon', '🐱 cat', 'two\nlines', '\u0001']) expect(safeText().safeParse(good).success).toBe(true);
});
