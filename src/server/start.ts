import { relaunch } from './heap-flags';
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
// The V8 and malloc settings of heap-flags.ts apply only at start: the process replaces itself once
// with them (same process id, nothing else runs yet). Windows has no execve; it runs without them.
const again = relaunch(process.execPath, process.execArgv, process.argv, process.env);
if (again && typeof process.execve === 'function') process.execve(process.execPath, again.args, again.env);
await import('./main');
