// What the browser loads before a route is usable: the entry, the route's lazy modules (page,
// layout, and the container its form or data needs; scripts/route-chunks.mjs), and every chunk
// they import statically (transitively). Sizes from the built files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Output files (relative to the repo) that load before the first paint of a route: the entry
 * and the lazy modules the route renders at once (its page and its layout), with their imports.
 */
export function initialFiles(meta, lazySources) {
  const outputs = meta.outputs;
  const chunkOf = (source) => Object.keys(outputs).find((f) => outputs[f].entryPoint === source && f.endsWith('.js'));
  const entry = chunkOf('src/app/main.tsx');
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  for (const source of lazySources) visit(chunkOf(source));
  const css = outputs[entry]?.cssBundle;
  return { js: [...seen], css: css ? [css] : [] };
}

/** Compressed sizes per file, computed once: brotli at quality 11 is slow and routes share chunks. */
const sizeCache = new Map();
function fileSizes(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(path.join(root, file));
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length });
  }
  return sizeCache.get(file);
}

const sizes = (files) =>
  files.map(fileSizes).reduce((acc, s) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });

/** JS and CSS bytes (raw, gzip, brotli) of a route's first load, from dist/meta.json. */
export function routeBudget(lazySources) {
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/meta.json'), 'utf8'));
  const { js, css } = initialFiles(meta, lazySources);
  return { files: js.length, js: sizes(js), css: sizes(css) };
}

/**
 * Bytes of the catalog parts a route fetches before it shows its texts (scripts/catalog-split.mjs):
 * the first part, and for a signed-in route (one rendered in the logged-in area) the members part.
 */
export function catalogBudget(lazySources, locale = 'en') {
  const parts = lazySources.includes('src/app/logged-in-area.tsx') ? ['messages', 'members'] : ['messages'];
  return sizes(parts.map((part) => `dist/client/_i18n/${locale}/${part}.json`));
}

const readMeta = () => JSON.parse(readFileSync(path.join(root, 'dist/meta.json'), 'utf8'));

/** Every JS chunk that is not part of the entry's first load, with its gzip size: each is loaded lazily. */
export function lazyChunks() {
  const meta = readMeta();
  const initial = new Set(initialFiles(meta, []).js);
  return Object.keys(meta.outputs)
    .filter((file) => file.endsWith('.js') && !initial.has(file))
    .map((file) => ({ file, gzip: sizes([file]).gzip }));
}

/** Whether a source is a module the build emitted (so a route's source list cannot silently rot). */
export function isBuiltSource(source) {
  return Object.values(readMeta().outputs).some((output) => output.entryPoint === source);
}

/** Files of the built client (relative to dist/client) matching `test`. */
export function clientFiles(test) {
  const dir = path.join(root, 'dist/client');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
