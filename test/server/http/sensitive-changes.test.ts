import { describe, expect, it } from 'vitest';
import { AuditTrail } from '../../../src/contract/account-settings';
import { ChangeStarted } from '../../../src/contract/payments';
import type { DatabaseHandle } from '../../support/db';
import { lastOutboxId, waitForMessage } from '../helpers/outbox';
import { stepUp } from '../helpers/step-up';
import { DEMO_PASSWORD, latestCode, post, signIn, type TestApp, useTestApp } from '../helpers/test-app';

/** Issue 21, points 4 and 12: sensitive changes are audited and told to the owner in their language. */
let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const auditOf = async (cookies: Record<string, string>) =>
  AuditTrail.parse((await test.app.inject({ method: 'GET', url: '/api/profile/audit', cookies })).json());
const taxNumberOf = async (id: string) =>
  (await database.db.selectFrom('taxLegalRecords').select('taxNumber').where('id', '=', id).executeTakeFirstOrThrow()).taxNumber;

describe('POST /api/tax-ids replacing a number on file', () => {
  it('is refused without a step-up and changes nothing', async () => {
    const cookies = await signIn(test, '100006');
    const before = await taxNumberOf('TLR-100006-CH');
    expect(before).not.toBeNull();
    const response = await post(test.app, '/api/tax-ids', { entries: [{ id: 'TLR-100006-CH', taxNumber: 'CHE-999.888.777' }] }, { cookies });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'step_up_required' });
    expect(await taxNumberOf('TLR-100006-CH')).toBe(before);
    expect((await auditOf(cookies)).filter((entry) => entry.action === 'tax_number_changed')).toEqual([]);
  });

  it('is saved after a step-up, audited, and the owner told in German', async () => {
    const cookies = await signIn(test, '100006');
    await stepUp(test, cookies);
    const sent = await lastOutboxId(database);
    const response = await post(test.app, '/api/tax-ids', { entries: [{ id: 'TLR-100006-CH', taxNumber: 'CHE-999.888.777' }] }, { cookies });
    expect(response.statusCode, response.body).toBe(200);
    expect(await taxNumberOf('TLR-100006-CH')).toBe('CHE-999.888.777');
    expect((await auditOf(cookies))[0]).toMatchObject({ action: 'tax_number_changed', fields: ['taxNumber'], actor: '100006' });
    const notice = await waitForMessage(database, sent, (message) => message.recipient === 'verwaltung@alpenblick.example.com');
    expect(notice.subject).toBe('Eine Änderung an Ihrem Eigentümerportal-Konto');
    expect(notice.text).toContain('Eine Steuernummer Ihres Eigentümerportal-Kontos (Objektland CH) wurde geändert.');
  });
});

describe('in-session password change', () => {
  it('is audited and told to the owner in German', async () => {
    const cookies = await signIn(test, '100002');
    const sent = await lastOutboxId(database);
    const response = await post(test.app, '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword: 'tulips along the canal 2026' }, { cookies });
    expect(response.statusCode, response.body).toBe(204);
    expect((await auditOf(cookies))[0]).toMatchObject({ action: 'password_changed', fields: ['password'], actor: '100002' });
    const notice = await waitForMessage(database, sent, (message) => message.recipient === 'office@adria-alpen.example.com');
    expect(notice.text).toContain('Das Passwort Ihres Eigentümerportal-Kontos wurde geändert');
  });
});

describe('payment changes', () => {
  it('a payout schedule change is audited and told to the owner in German', async () => {
    const cookies = await signIn(test, '100006');
    const started = ChangeStarted.parse((await post(test.app, '/api/payments/schedule', { schedule: 'Quarterly' }, { cookies })).json());
    const code = await latestCode(database, 'verwaltung@alpenblick.example.com');
    const sent = await lastOutboxId(database);
    expect((await post(test.app, `/api/payments/schedule/${started.changeId}/verify`, { code }, { cookies })).statusCode).toBe(200);
    expect((await auditOf(cookies))[0]).toMatchObject({ action: 'payout_schedule_changed', fields: ['schedule'], actor: '100006' });
    const notice = await waitForMessage(database, sent, (message) => message.recipient === 'verwaltung@alpenblick.example.com');
    expect(notice.text).toContain('Der Auszahlungsrhythmus Ihres Eigentümerportal-Kontos wurde geändert');
  });

  it('a bank-details change is audited (in /api/profile/audit) and told to the owner in German', async () => {
    const cookies = await signIn(test, '100006');
    const started = ChangeStarted.parse(
      (await post(test.app, '/api/payments/bank-details', { iban: 'CH9300762011623852957', accountHolder: 'Alpenblick Immobilien AG' }, { cookies })).json(),
    );
    const code = await latestCode(database, 'verwaltung@alpenblick.example.com');
    const sent = await lastOutboxId(database);
    expect((await post(test.app, `/api/payments/bank-details/${started.changeId}/verify`, { code }, { cookies })).statusCode).toBe(202);
    expect((await auditOf(cookies))[0]).toMatchObject({ action: 'bank_details_changed', fields: ['iban', 'accountHolder'], actor: '100006' });
    const notice = await waitForMessage(database, sent, (message) => message.recipient === 'verwaltung@alpenblick.example.com');
    expect(notice.text).toContain('Ihre Auszahlungen sollen auf ein neues Bankkonto gehen: CH93 •••• •••• 2957');
  });
});
