import { demoAccounts } from './demo-accounts';
import { DEMO_PASSWORD } from './demo-types';
import { Prng } from './prng';
import { DEMO_SEED } from './seed';

/** The start banner's table of demo logins (plain text, for the terminal). */
export function demoLoginsTable(): string {
  const rows = demoAccounts(new Prng(DEMO_SEED)).map((account) => [account.userId, account.exercises]);
  const width = Math.max(...rows.map(([userId]) => userId!.length), 'user id'.length);
  return [
    `Demo logins (password for all: ${DEMO_PASSWORD})`,
    `  ${'user id'.padEnd(width)}  what it shows`,
    ...rows.map(([userId, exercises]) => `  ${userId!.padEnd(width)}  ${exercises}`),
  ].join('\n');
}
