/**
 * V8 settings the server runs with. The young generation: Node 24 lets it grow to 64 MB per
 * half (128 MB), which a burst of requests (10,000 live event streams opening, a read storm) fills
 * and keeps resident; 16 MB per half, Node's default up to version 20, holds a request's
 * short-lived objects just as well.
 * No imports: start.ts reads it before anything else is loaded.
 */
export const HEAP_FLAGS: readonly string[] = ['--max-semi-space-size=16'];

/**
 * The command line to run the server again with HEAP_FLAGS (they only take effect at start), or
 * null when they are there already or the operator chose the young generation's size himself.
 */
export function relaunchArguments(execPath: string, execArgv: readonly string[], argv: readonly string[]): string[] | null {
  if (execArgv.some((flag) => /^--(max|min)-semi-space-size\b/.test(flag))) return null;
  return [execPath, ...HEAP_FLAGS, ...execArgv, ...argv.slice(1)];
}
