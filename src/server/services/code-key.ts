import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/** The file in DATA_DIR holding the generated code key (demo and development only). */
export const CODE_KEY_FILE = 'code-hmac.key';

/**
 * The key of the stored codes' HMACs: CODE_HMAC_KEY when set (always in production, config.ts
 * insists), else a key generated on the first start and kept in DATA_DIR, never in the database,
 * so a leaked database alone does not allow guessing codes offline.
 */
export async function codeKeyOf(config: Pick<Config, 'codeKey' | 'dataDir'>): Promise<Buffer> {
  if (config.codeKey) return Buffer.from(config.codeKey, 'utf8');
  const file = path.join(config.dataDir, CODE_KEY_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // 'wx': a second process starting at the same moment keeps the key the first one wrote.
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'utf8');
}
