import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The methods a Next route module may export. */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type RouteParams = Record<string, string | string[]>;
export type RouteHandler = (request: Request, context: { params: Promise<RouteParams> }) => Promise<Response>;

export interface RouteParam {
  name: string;
  /** `[...name]`: the value is a list of segments. */
  catchAll: boolean;
}

/** Every route handler file under app/ (`app/.../route.ts`), relative to the repository, sorted. */
export function listRouteFiles(root = process.cwd()): string[] {
  return listAppFiles(/(^|[\\/])route\.(ts|tsx|js|mjs)$/, root);
}

/** Every page file under app/ (`app/.../page.tsx`; not development-only `page.dev.tsx`), relative to the repository, sorted. */
export function listPageFiles(root = process.cwd()): string[] {
  return listAppFiles(/(^|[\\/])page\.(ts|tsx|js|jsx)$/, root);
}

/** Every page file under app/, development-only `page.dev.tsx` included (next.config.ts pageExtensions), sorted. */
export function listAllPageFiles(root = process.cwd()): string[] {
  return listAppFiles(/(^|[\\/])page(\.dev)?\.(ts|tsx|js|jsx)$/, root);
}

/** The route pattern a page file serves (`app/profile/[username]/page.tsx` → `/profile/[username]`), route groups left out. */
export function pageRoute(file: string): string {
  return `/${segments(file).filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}`;
}

function listAppFiles(name: RegExp, root: string): string[] {
  const entries = readdirSync(path.join(root, 'app'), { recursive: true, encoding: 'utf8' });
  return entries
    .filter((entry) => name.test(entry))
    .map((entry) => `app/${entry.split(path.sep).join('/')}`)
    .sort();
}

/** The dynamic segments of a route file's path, in order. */
export function routeParams(file: string): RouteParam[] {
  return segments(file)
    .map((segment) => /^\[(\.\.\.)?([^\]]+)\]$/.exec(segment))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ name: match[2], catchAll: Boolean(match[1]) }));
}

/** The URL path a request to this route file has, with its dynamic segments filled in (percent-encoded). */
export function routeUrlPath(file: string, params: RouteParams, encode: (value: string) => string = encodeURIComponent): string {
  const parts = segments(file)
    .filter((segment) => !/^\(.*\)$/.test(segment)) // route groups are not part of the URL
    .map((segment) => {
      const match = /^\[(\.\.\.)?([^\]]+)\]$/.exec(segment);
      if (!match) return segment;
      const value = params[match[2]] ?? '';
      return (Array.isArray(value) ? value : [value]).map(encode).join('/');
    });
  return `/${parts.join('/')}`;
}

/** The methods a route module exports. */
export function exportedMethods(module: Record<string, unknown>): HttpMethod[] {
  return HTTP_METHODS.filter((method) => typeof module[method] === 'function');
}

export type RouteModule = Partial<Record<HttpMethod, RouteHandler>>;

/** Loads a route module the way Next does, from its file under app/. */
export async function loadRouteModule(file: string): Promise<RouteModule> {
  return import(`@/${file.replace(/\.(ts|tsx|js|mjs)$/, '')}`);
}

function segments(file: string): string[] {
  return file.replace(/^app\//, '').split('/').slice(0, -1);
}
