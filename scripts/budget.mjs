// What the browser loads before the first paint of a route: the entry, the page chunk of the
// route, and every chunk they import statically (transitively). Sizes from the built files.
import { readFileSync } from 'node:fs';
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

const sizes = (files) =>
  files.reduce(
    (acc, f) => {
      const bytes = readFileSync(path.join(root, f));
      return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length, brotli: acc.brotli + brotliCompressSync(bytes).length };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** JS and CSS bytes (raw, gzip, brotli) of a route's first load, from dist/meta.json. */
export function routeBudget(lazySources) {
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/meta.json'), 'utf8'));
  const { js, css } = initialFiles(meta, lazySources);
  return { files: js.length, js: sizes(js), css: sizes(css) };
}
