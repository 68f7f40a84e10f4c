/** The method gate's table (lib/http/route-methods.ts) names every route file and exactly the methods it exports. */
import { ROUTE_METHODS } from '@/lib/http/route-methods';
import { exportedMethods, listRouteFiles, loadRouteModule } from '@/tests/helpers/route-files';

const routePath = (file: string) => file.replace(/^app/, '').replace(/\/route\.(ts|tsx|js|mjs)$/, '');
const byPath = (routes: (readonly [string, readonly string[]])[]) => Object.fromEntries(routes.map(([path, methods]) => [path, [...methods].sort()]));

test('lib/http/route-methods.ts lists each route file with the methods it exports, and nothing else', async () => {
  const actual: [string, string[]][] = [];
  for (const file of listRouteFiles()) actual.push([routePath(file), exportedMethods(await loadRouteModule(file))]);
  expect(byPath([...ROUTE_METHODS])).toEqual(byPath(actual));
  expect(ROUTE_METHODS).toHaveLength(actual.length);
});
