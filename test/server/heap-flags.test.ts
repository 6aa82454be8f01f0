import { describe, expect, it } from 'vitest';
import { HEAP_FLAGS, MALLOC_TUNABLE, relaunch } from '../../src/server/heap-flags';

const ARGV = ['/usr/bin/node', '/srv/dist/server/main.mjs', '--demo'];

describe('the V8 and malloc settings the server starts with', () => {
  it('caps the young generation at 16 MB per half and maps blocks of 1 MiB and more on their own', () => {
    expect(HEAP_FLAGS).toEqual(['--max-semi-space-size=16']);
    expect(MALLOC_TUNABLE).toBe('glibc.malloc.mmap_threshold=1048576');
  });

  it('runs the same script with the same arguments and flags again, the heap flags first, the tunable added', () => {
    expect(relaunch('/usr/bin/node', ['--enable-source-maps'], ARGV, { PORT: '8080' })).toEqual({
      args: ['/usr/bin/node', '--max-semi-space-size=16', '--enable-source-maps', '/srv/dist/server/main.mjs', '--demo'],
      env: { PORT: '8080', GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=1048576' },
    });
  });

  it("keeps the operator's own tunables and young-generation size", () => {
    expect(relaunch('/usr/bin/node', ['--max-semi-space-size=64'], ARGV, { GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' })).toEqual({
      args: ['/usr/bin/node', '--max-semi-space-size=64', '/srv/dist/server/main.mjs', '--demo'],
      env: { GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=1048576' },
    });
    expect(relaunch('/usr/bin/node', [], ARGV, { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=4194304' })?.env).toEqual({ GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=4194304' });
  });

  it('does not run again once both are there (the relaunched process)', () => {
    expect(relaunch('/usr/bin/node', ['--max-semi-space-size=16'], ARGV, { GLIBC_TUNABLES: MALLOC_TUNABLE })).toBeNull();
    expect(relaunch('/usr/bin/node', ['--min-semi-space-size=8'], ARGV, { GLIBC_TUNABLES: `glibc.malloc.arena_max=2:${MALLOC_TUNABLE}` })).toBeNull();
  });
});
