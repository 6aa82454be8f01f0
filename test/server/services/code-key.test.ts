import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_KEY_FILE, codeKeyOf } from '../../../src/server/services/code-key';

describe('the code key', () => {
  it('is CODE_HMAC_KEY when set, and then nothing is written', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'code-key-'));
    expect((await codeKeyOf({ codeKey: 'x'.repeat(40), dataDir })).toString()).toBe('x'.repeat(40));
    await expect(stat(path.join(dataDir, CODE_KEY_FILE))).rejects.toThrow();
  });

  it('is otherwise made once and kept in DATA_DIR (owner-only), the same at every start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'code-key-'));
    const first = await codeKeyOf({ codeKey: null, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect((await codeKeyOf({ codeKey: null, dataDir })).equals(first)).toBe(true);
    expect((await readFile(path.join(dataDir, CODE_KEY_FILE), 'utf8')).trim()).toBe(first.toString());
    expect((await stat(path.join(dataDir, CODE_KEY_FILE))).mode & 0o077).toBe(0);
    const other = await codeKeyOf({ codeKey: null, dataDir: await mkdtemp(path.join(os.tmpdir(), 'code-key-')) });
    expect(other.equals(first)).toBe(false);
  });
});
