import { describe, expect, it } from 'vitest';
import { HEAP_FLAGS, relaunchArguments } from '../../src/server/heap-flags';

describe('the V8 settings the server starts with', () => {
  it('caps the young generation at 16 MB per half', () => {
    expect(HEAP_FLAGS).toEqual(['--max-semi-space-size=16']);
  });

  it('runs the same script with the same arguments and flags again, the heap flags first', () => {
    expect(relaunchArguments('/usr/bin/node', ['--enable-source-maps'], ['/usr/bin/node', '/srv/dist/server/main.mjs', '--demo'])).toEqual([
      '/usr/bin/node',
      '--max-semi-space-size=16',
      '--enable-source-maps',
      '/srv/dist/server/main.mjs',
      '--demo',
    ]);
  });

  it('does not run again once the flags are there, nor over an operator who sized the young generation', () => {
    expect(relaunchArguments('/usr/bin/node', ['--max-semi-space-size=16'], ['/usr/bin/node', 'main.mjs'])).toBeNull();
    expect(relaunchArguments('/usr/bin/node', ['--max-semi-space-size=64'], ['/usr/bin/node', 'main.mjs'])).toBeNull();
    expect(relaunchArguments('/usr/bin/node', ['--min-semi-space-size=8'], ['/usr/bin/node', 'main.mjs'])).toBeNull();
  });
});
