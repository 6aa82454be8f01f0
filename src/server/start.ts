import { nodeVersionProblem } from './node-version';

/**
 * The built entry (dist/server/main.mjs): checks the Node.js version before loading anything else.
 * An ES module's static imports are all linked before its code runs, so on an older Node a
 * `node:` built-in it lacks fails with ERR_UNKNOWN_BUILTIN_MODULE and no hint; main.ts is
 * therefore imported dynamically, after the check.
 */
const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import('./main');
