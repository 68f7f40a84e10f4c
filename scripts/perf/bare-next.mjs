// The reference of `npm run lighthouse`: a bare Next.js app (scripts/perf/bare-next/, one server component and one
// stylesheet), built with the project's own `next` into its own folder and served by `next start` on a port of its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const APP_DIR = path.join('scripts', 'perf', 'bare-next');
const NEXT_BIN = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');
// Run inside the app's folder: from the project's root, `next build <folder>` also takes the project's
// instrumentation.ts and proxy.ts.
const inAppDir = { cwd: APP_DIR, env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } };

/** The app's own files: a build older than any of them is rebuilt (the page gained its stylesheet in issue 38). */
const SOURCES = [...readdirSync(path.join(APP_DIR, 'app')).map((file) => path.join(APP_DIR, 'app', file)), path.join(APP_DIR, 'next.config.mjs')];

/** Builds the reference app unless an up-to-date build is there already. */
export function buildBareNextIfNeeded() {
  const buildId = path.join(APP_DIR, '.next', 'BUILD_ID');
  if (existsSync(buildId) && SOURCES.every((file) => statSync(file).mtimeMs <= statSync(buildId).mtimeMs)) return;
  console.log('Building the bare Next reference page (scripts/perf/bare-next).');
  const { status } = spawnSync(process.execPath, [NEXT_BIN, 'build'], { ...inAppDir, stdio: 'inherit' });
  if (status !== 0) throw new Error('the bare Next reference page did not build');
}

/** `next start` of the reference app on `port`; resolves once its page answers. */
export async function startBareNext(port) {
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], { ...inAppDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the bare Next reference page did not start');
}
