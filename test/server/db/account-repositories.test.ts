import { afterAll, beforeAll, expect, it } from 'vitest';
import { findAccountsByEmail } from '../../../src/server/repositories/account-changes-repository';
import { ensureSettings, setNotificationPreferences, setRemindPasskey } from '../../../src/server/repositories/account-settings-repository';
import { hasAuditSince, insertAudit, listAudit } from '../../../src/server/repositories/account-audit-repository';
import { consumeEmailConfirmation, insertEmailConfirmation, pendingEmailOf } from '../../../src/server/repositories/email-confirmations-repository';
import { deletePasskey, findPasskey, insertPasskey, listPasskeys, recordPasskeyUse } from '../../../src/server/repositories/passkeys-repository';
import { consumeReset, findLiveReset, insertPasswordReset } from '../../../src/server/repositories/password-resets-repository';
import { findPendingPhone, putPendingPhone, takePhoneTry } from '../../../src/server/repositories/pending-phone-repository';
import { putChallenge, takeChallenge } from '../../../src/server/repositories/webauthn-challenges-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount } from '../helpers/fixtures';

const now = new Date('2026-06-01T10:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

forEachDatabase('account repositories', (open) => {
  let database: DatabaseHandle;
  let owner: number;
  let stranger: number;

  beforeAll(async () => {
    database = await open('migrated');
    [owner, stranger] = await Promise.all([createAccount(database.db, 'R-OWNER'), createAccount(database.db, 'R-STRANGER')]);
    await database.db.updateTable('accounts').set({ email: 'Owner@Example.com' }).where('id', '=', owner).execute();
  });
  afterAll(() => database.close());

  it('uses a reset link once and not after it expired', async () => {
    await insertPasswordReset(database.db, { id: 'reset-1', accountId: owner, createdAt: now, expiresAt: later(60) });
    expect(await findLiveReset(database.db, 'reset-1', later(59))).toEqual({ accountId: owner });
    expect(await findLiveReset(database.db, 'reset-1', later(60))).toBeUndefined();
    expect(await consumeReset(database.db, 'reset-1', later(1))).toEqual({ accountId: owner });
    expect(await consumeReset(database.db, 'reset-1', later(2))).toBeUndefined();
  });

  it('keeps passkeys with counters and flags, refuses a duplicate id and removes only the own one', async () => {
    const passkey = { id: 'cred-1', accountId: owner, name: 'Laptop', publicKey: 'AQID', counter: 0, transports: ['internal'], deviceType: 'multiDevice' as const, backedUp: true, createdAt: now };
    expect(await insertPasskey(database.db, passkey)).toBe(true);
    expect(await insertPasskey(database.db, { ...passkey, accountId: stranger })).toBe(false);
    await recordPasskeyUse(database.db, 'cred-1', { counter: 7, deviceType: 'multiDevice', backedUp: false, at: later(5) });
    expect(await findPasskey(database.db, 'cred-1')).toMatchObject({ counter: 7, backedUp: false, transports: ['internal'], lastUsedAt: later(5) });
    expect(await deletePasskey(database.db, stranger, 'cred-1')).toBeUndefined();
    expect(await listPasskeys(database.db, owner)).toHaveLength(1);
    expect(await deletePasskey(database.db, owner, 'cred-1')).toBe('Laptop');
  });

  it('hands a challenge out once, for its purpose, before it expires', async () => {
    await putChallenge(database.db, { id: 'c1', purpose: 'login', sessionId: null, challenge: 'abc', expiresAt: later(5) }, now);
    expect(await takeChallenge(database.db, 'c1', 'step_up', now)).toBeUndefined();
    await putChallenge(database.db, { id: 'c1', purpose: 'login', sessionId: null, challenge: 'def', expiresAt: later(5) }, now);
    expect(await takeChallenge(database.db, 'c1', 'login', later(6))).toBeUndefined();
    await putChallenge(database.db, { id: 'c1', purpose: 'login', sessionId: null, challenge: 'ghi', expiresAt: later(5) }, now);
    expect(await takeChallenge(database.db, 'c1', 'login', now)).toBe('ghi');
    expect(await takeChallenge(database.db, 'c1', 'login', now)).toBeUndefined();
  });

  it('stores settings with JSON preferences', async () => {
    const settings = await ensureSettings(database.db, owner, 'handle-1');
    expect(settings).toEqual({ webauthnUserId: 'handle-1', remindPasskey: true, notificationPreferences: {} });
    await setRemindPasskey(database.db, owner, false);
    await setNotificationPreferences(database.db, owner, { news: { email: false } });
    expect(await ensureSettings(database.db, owner, 'handle-2')).toEqual({ webauthnUserId: 'handle-1', remindPasskey: false, notificationPreferences: { news: { email: false } } });
  });

  it('counts phone code tries down to zero', async () => {
    await putPendingPhone(database.db, owner, { mobile: '+1 555 0100', codeHash: 'h', codeSalt: 's', expiresAt: later(10), triesLeft: 2 });
    expect(await takePhoneTry(database.db, owner)).toBe(1);
    expect(await takePhoneTry(database.db, owner)).toBe(0);
    expect(await takePhoneTry(database.db, owner)).toBeUndefined();
    expect((await findPendingPhone(database.db, owner))?.mobile).toBe('+1 555 0100');
  });

  it("confirms an e-mail link only for its own account, and finds accounts by address in any case", async () => {
    await insertEmailConfirmation(database.db, { id: 'mail-1', accountId: owner, email: 'copy@example.com', createdAt: now, expiresAt: later(60) });
    expect(await pendingEmailOf(database.db, owner, now)).toBe('copy@example.com');
    expect(await consumeEmailConfirmation(database.db, stranger, 'mail-1', now)).toBeUndefined();
    expect(await consumeEmailConfirmation(database.db, owner, 'mail-1', now)).toBe('copy@example.com');
    expect((await findAccountsByEmail(database.db, 'owner@EXAMPLE.com')).map((account) => account.userId)).toEqual(['R-OWNER']);
  });

  it('lists the audit trail newest first', async () => {
    await insertAudit(database.db, owner, { action: 'address_changed', fields: ['zip'], actor: 'R-OWNER', at: now });
    await insertAudit(database.db, owner, { action: 'phone_changed', fields: ['mobileNumber'], actor: 'R-OWNER', at: later(1) });
    expect((await listAudit(database.db, owner, 10)).map((entry) => entry.action)).toEqual(['phone_changed', 'address_changed']);
    expect(await listAudit(database.db, stranger, 10)).toEqual([]);
  });

  it('tells whether an account recorded an action since a moment (a recent phone change)', async () => {
    await insertAudit(database.db, owner, { action: 'phone_changed', fields: ['mobileNumber'], actor: 'R-OWNER', at: later(100) });
    expect(await hasAuditSince(database.db, owner, 'phone_changed', later(100))).toBe(true);
    expect(await hasAuditSince(database.db, owner, 'phone_changed', later(101))).toBe(false);
    expect(await hasAuditSince(database.db, owner, 'address_changed', later(100))).toBe(false);
    expect(await hasAuditSince(database.db, stranger, 'phone_changed', now)).toBe(false);
  });
});
