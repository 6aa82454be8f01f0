import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine } from 'xstate';

const src = path.resolve(import.meta.dirname, '../src');

/** `<name>.machine.ts` files: the app's own in src/app, the shared flows' in src/flows, a feature's in src/features/<feature>/. */
function machineFiles(): { folder: string | null; name: string }[] {
  const names = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.machine.ts')).map((file) => file.slice(0, -'.machine.ts'.length));
  const features = readdirSync(path.join(src, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [
    ...names(path.join(src, 'app')).map((name) => ({ folder: null, name })),
    ...names(path.join(src, 'flows')).map((name) => ({ folder: 'flows', name })),
    ...features.flatMap((entry) => names(path.join(src, 'features', entry.name)).map((name) => ({ folder: entry.name, name }))),
  ];
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'config' in value && 'provide' in value && 'transition' in value;

/**
 * Every XState machine of the app, by the file name of its diagram under docs/machines/: found by
 * file name (`*.machine.ts`), so a new slice's machine gets its diagram without an edit here.
 * The imports are patterns that esbuild (npm run diagrams) and Vite (tests) both bundle.
 */
export async function loadMachines(): Promise<Record<string, AnyStateMachine>> {
  const machines: Record<string, AnyStateMachine> = {};
  for (const { folder, name } of machineFiles()) {
    const module: Record<string, unknown> =
      folder === null
        ? await import(`../src/app/${name}.machine.ts`)
        : folder === 'flows'
          ? await import(`../src/flows/${name}.machine.ts`)
          : await import(`../src/features/${folder}/${name}.machine.ts`);
    const found = Object.values(module).filter(isMachine);
    if (found.length !== 1) throw new Error(`${folder ?? 'app'}/${name}.machine.ts must export exactly one machine (found ${found.length})`);
    machines[name] = found[0]!;
  }
  return machines;
}
