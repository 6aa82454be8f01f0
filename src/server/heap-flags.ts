/**
 * V8 settings the server runs with. The young generation: Node 24 lets it grow to 64 MB per
 * half (128 MB), which a burst of requests (10,000 live event streams opening, a read storm) fills
 * and keeps resident; 16 MB per half, Node's default up to version 20, holds a request's
 * short-lived objects just as well.
 * No imports: start.ts reads it before anything else is loaded.
 */
export const HEAP_FLAGS: readonly string[] = ['--max-semi-space-size=16'];

/**
 * glibc's malloc: blocks of 1 MiB and more get their own mapping, returned to the system when
 * freed. By default glibc raises that threshold to the largest block freed so far (up to 32 MiB),
 * after which every argon2id hash of a sign-in (19 MiB, on a libuv thread with its own arena)
 * stays resident in that arena: some 70 MB after a few sign-ins. Ignored where the C library is
 * not glibc.
 */
export const MALLOC_TUNABLE = 'glibc.malloc.mmap_threshold=1048576';

/**
 * The command line and environment to run the server again with HEAP_FLAGS and MALLOC_TUNABLE
 * (both take effect only at start), or null when they are there already. An operator's own
 * young-generation size or mmap threshold is kept.
 */
export function relaunch(
  execPath: string,
  execArgv: readonly string[],
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { args: string[]; env: Record<string, string | undefined> } | null {
  const hasHeapFlags = execArgv.some((flag) => /^--(max|min)-semi-space-size\b/.test(flag));
  const tunables = env.GLIBC_TUNABLES ?? '';
  const hasMallocTunable = tunables.includes('glibc.malloc.mmap_threshold');
  if (hasHeapFlags && hasMallocTunable) return null;
  return {
    args: [execPath, ...(hasHeapFlags ? [] : HEAP_FLAGS), ...execArgv, ...argv.slice(1)],
    env: hasMallocTunable ? { ...env } : { ...env, GLIBC_TUNABLES: tunables ? `${tunables}:${MALLOC_TUNABLE}` : MALLOC_TUNABLE },
  };
}
