import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParseOptions, ParseOutcome } from './ical-parser';

/** What the parse worker gets: the feed and the options, with our host instead of a function. */
export interface ParseJob {
  readonly text: string;
  readonly options: Omit<ParseOptions, 'isOwnUid'> & { readonly ownHost: string };
}

export interface SandboxBudget {
  /** The worker is terminated after this long (ical.js can loop inside one step). */
  readonly timeoutMs: number;
  /** V8 heap of the worker; running out ends it, not the server. */
  readonly maxHeapMb: number;
}

/** A feed is read within 5 s and 96 MB of heap, or refused as too complex. */
export const PARSE_BUDGET: SandboxBudget = { timeoutMs: 5_000, maxHeapMb: 96 };

const builtWorker = new URL('./ical-parse-worker.mjs', import.meta.url);
let workerFile: Promise<URL> | undefined;

/**
 * The worker's file: next to the bundled server (build.mjs emits it); from the sources (tests)
 * it is bundled once into a temporary folder with esbuild, a dev dependency.
 */
function resolveWorker(): Promise<URL> {
  workerFile ??= (async () => {
    if (existsSync(fileURLToPath(builtWorker))) return builtWorker;
    const { build } = await import('esbuild');
    const source = fileURLToPath(new URL('./ical-parse-worker.ts', import.meta.url));
    const result = await build({ entryPoints: [source], bundle: true, platform: 'node', format: 'esm', target: 'node24', packages: 'external', write: false, logLevel: 'silent' });
    // Inside the project (.tmp is ignored) so its bare imports resolve from node_modules.
    const scratch = fileURLToPath(new URL('../../../.tmp/', import.meta.url));
    await mkdir(scratch, { recursive: true });
    const dir = await mkdtemp(path.join(scratch, 'ical-worker-'));
    const file = path.join(dir, 'ical-parse-worker.mjs');
    await writeFile(file, result.outputFiles[0]!.text);
    return pathToFileURL(file);
  })();
  return workerFile;
}

/**
 * Parses and expands a feed off the request path: in a worker thread with a heap limit, killed
 * when it runs over its time budget. Running out of time or memory ends as `too_complex`.
 */
export async function parseFeedInSandbox(job: ParseJob, budget: SandboxBudget = PARSE_BUDGET): Promise<ParseOutcome> {
  const file = await resolveWorker();
  return new Promise<ParseOutcome>((resolve) => {
    const worker = new Worker(file, {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: budget.maxHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: ParseOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, error: 'too_complex', detail: `over ${budget.timeoutMs} ms` }), budget.timeoutMs);
    worker.once('message', (outcome: ParseOutcome) => finish(outcome));
    worker.once('error', (error) =>
      finish({ ok: false, error: 'too_complex', detail: (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? `over ${budget.maxHeapMb} MB` : error.message }),
    );
    worker.once('exit', (code) => finish({ ok: false, error: 'too_complex', detail: `worker exited with ${code}` }));
  });
}
