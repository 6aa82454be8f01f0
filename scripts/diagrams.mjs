// npm run diagrams: writes docs/machines/<machine>.{mmd,svg} from the XState machines.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, '.tmp/render-diagrams.mjs');
await esbuild.build({ entryPoints: [path.join(root, 'scripts/render-diagrams.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: bundle, logLevel: 'warning' });
const { renderDiagrams } = await import(bundle);
const out = path.join(root, 'docs/machines');
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const files = await renderDiagrams();
for (const [name, content] of Object.entries(files)) await writeFile(path.join(out, name), content);
console.log(`wrote ${Object.keys(files).length} files to docs/machines/`);
