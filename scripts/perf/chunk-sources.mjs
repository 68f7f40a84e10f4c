// `node scripts/perf/chunk-sources.mjs /solve/[gameId] [/ …]`, after `GUESSDLE_SOURCE_MAPS=1 npm run build`: which
// modules a page's first-load scripts hold, and how many minified bytes each adds (read from the browser's source
// maps), so a script in a Lighthouse trace can be named by what is in it (docs/PERFORMANCE.md, "The first screen,
// traced"). Without source maps it lists the scripts and their gzip sizes only. Optional: BUILD_DIR (default .next).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFilesByPage } from '../first-load-js.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const TOP = Number(process.env.TOP ?? 8);

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified bytes per source module of one script: each mapped segment runs to the next one on its line. */
export function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  const sections = map.sections ?? [{ offset: { line: 0, column: 0 }, map }];
  for (const { offset, map: section } of sections) {
    let sourceIndex = 0;
    (section.mappings ?? '').split(';').forEach((mappings, lineIndex) => {
      const line = lines[offset.line + lineIndex] ?? '';
      const startColumn = lineIndex === 0 ? offset.column : 0;
      let column = 0;
      const segments = [];
      for (const text of mappings.split(',')) {
        if (!text) continue;
        const values = decodeSegment(text);
        column += values[0];
        if (values.length > 1) sourceIndex += values[1];
        segments.push({ column: startColumn + column, source: values.length > 1 ? section.sources[sourceIndex] : '(unmapped)' });
      }
      segments.forEach((segment, index) => {
        const end = index + 1 < segments.length ? segments[index + 1].column : line.length;
        totals.set(segment.source, (totals.get(segment.source) ?? 0) + Math.max(0, end - segment.column));
      });
    });
  }
  return totals;
}

/** A module's name without the bundler's prefixes: 'components/game/PlayArea.tsx', 'node_modules/react-dom/…'. */
const moduleName = (source) => source.replace(/^turbopack:\/\/\/?/, '').replace(/^\[project\]\//, '').replace(/ \[[^\]]+\].*$/, '');

function describePage(buildDir, { page, files }) {
  let total = 0;
  const lines = files.map((file) => {
    const code = readFileSync(path.join(buildDir, file), 'utf8');
    const gzip = gzipSync(code).length;
    total += gzip;
    // Turbopack names a script's map in its last line (not always the script's own name + .map).
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = path.join(buildDir, path.dirname(file), mapName ?? `${path.basename(file)}.map`);
    if (!existsSync(mapFile)) return `- ${path.basename(file)}: ${(gzip / 1024).toFixed(1)} KiB gzip`;
    const modules = [...bytesPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')))].sort((a, b) => b[1] - a[1]);
    const shown = modules.slice(0, TOP).map(([source, bytes]) => `${moduleName(source)} ${(bytes / 1024).toFixed(1)}`);
    const more = modules.length > TOP ? ` … and ${modules.length - TOP} more` : '';
    return `- ${path.basename(file)}: ${(gzip / 1024).toFixed(1)} KiB gzip, ${(code.length / 1024).toFixed(1)} KiB minified: ${shown.join(', ')}${more} (KiB minified)`;
  });
  return [`${page}: ${files.length} scripts, ${(total / 1024).toFixed(1)} KiB gzip`, ...lines].join('\n');
}

const buildDir = process.env.BUILD_DIR ?? '.next';
const wanted = process.argv.slice(2);
const pages = firstLoadFilesByPage(buildDir).filter(({ page }) => wanted.length === 0 || wanted.includes(page));
if (pages.length === 0) {
  console.error(`No such page in ${buildDir}: ${wanted.join(', ')}`);
  process.exit(2);
}
console.log(pages.map((page) => describePage(buildDir, page)).join('\n\n'));
