import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../support/db';
import { lastOutboxId, messagesAfter, waitForMessage } from '../helpers/outbox';
import { stepUp } from '../helpers/step-up';
import { latestCode, post, signIn, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));
// 100005 serves as an owner nobody else's test touches; its forced password change is lifted so its
// settings answer (while one is required, everything but the change answers 403).
beforeAll(async () => {
  await database.db.updateTable('accounts').set({ requireNewPassword: false }).where('userId', '=', '100005').execute();
});

const get = (url: string, cookies: Record<string, string>) => test.app.inject({ method: 'GET', url, cookies });
const put = (url: string, payload: unknown, cookies: Record<string, string>) => test.app.inject({ method: 'PUT', url, payload: payload as object, cookies });

const ownerForm = {
  form: 'owner',
  name: 'Horvat',
  firstName: 'Ana',
  dateOfBirth: '1978-04-12',
  countryOfBirth: 'HR',
  placeOfBirth: 'Split',
  residenceCountry: 'HR',
  residenceCity: 'Split',
  taxNumber: 'HR 12345678901',
};

describe('legal data', () => {
  it('lists the records with form and field list of §3, and saves one after a step-up', async () => {
    const cookies = await signIn(test, '100001');
    const records = (await get('/api/profile/legal', cookies)).json();
    expect(records.length).toBeGreaterThan(0);
    const record = records.find((candidate: { form: string }) => candidate.form === 'owner');
    expect(record.fields).toContain('dateOfBirth');
    expect(record.fields).toContain(record.taxNumberKind === 'object' ? 'objectTaxNumber' : 'supplierTaxNumber');

    const refused = await put(`/api/profile/legal/${record.id}`, ownerForm, cookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'step_up_required' });

    await stepUp(test, cookies);
    const before = await lastOutboxId(database);
    const saved = await put(`/api/profile/legal/${record.id}`, ownerForm, cookies);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values).toMatchObject({ name: 'Horvat', firstName: 'Ana', dateOfBirth: '1978-04-12', taxNumber: 'HR 12345678901' });
    const notice = await waitForMessage(database, before, (message) => message.recipient === 'ana.horvat@example.com');
    expect(notice.text).toContain('legal and tax data');
    const audit = (await get('/api/profile/audit', cookies)).json();
    expect(audit[0]).toMatchObject({ action: 'legal_changed', actor: '100001' });
    expect(audit[0].fields).toContain('dateOfBirth');
  });

  it('refuses the wrong form, bad patterns and a birth date ahead, changing nothing', async () => {
    const cookies = await signIn(test, '100001');
    await stepUp(test, cookies);
    const record = (await get('/api/profile/legal', cookies)).json().find((candidate: { form: string }) => candidate.form === 'owner');
    const company = { form: 'company', name: 'X d.o.o.', identificationNumber: '12-345-678', identificationNumberType: 'COMPANY_REGISTER', residenceCountry: 'HR', taxNumber: 'HR123456' };
    expect((await put(`/api/profile/legal/${record.id}`, company, cookies)).json()).toEqual({ code: 'invalid_request', fieldErrors: { form: ['invalid_value'] } });
    const bad = await put(`/api/profile/legal/${record.id}`, { ...ownerForm, taxNumber: '!', countryOfBirth: 'XX', dateOfBirth: '2001-02-30' }, cookies);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['countryOfBirth', 'dateOfBirth', 'taxNumber']);
    const ahead = await put(`/api/profile/legal/${record.id}`, { ...ownerForm, dateOfBirth: '2999-01-01' }, cookies);
    expect(ahead.json()).toEqual({ code: 'invalid_request', fieldErrors: { dateOfBirth: ['too_big'] } });
  });

  it("answers 404 for another account's record, 403 without ViewLegal", async () => {
    const owner = await signIn(test, '100006');
    const foreign = (await get('/api/profile/legal', owner)).json()[0];
    const intruder = await signIn(test, '100001');
    await stepUp(test, intruder);
    const form = foreign.form === 'company'
      ? { form: 'company', name: 'Taken AG', identificationNumber: 'CHE-123.456.789', identificationNumberType: 'COMPANY_REGISTER', residenceCountry: 'CH', taxNumber: 'CHE123456789' }
      : ownerForm;
    expect((await put(`/api/profile/legal/${foreign.id}`, form, intruder)).statusCode).toBe(404);
    expect((await get('/api/profile/legal', owner)).json()[0].values).toEqual(foreign.values);
    const keyholder = await signIn(test, '100003');
    expect((await get('/api/profile/legal', keyholder)).statusCode).toBe(403);
  });
});

describe('phone change', () => {
  it('changes the mobile number once the code sent to the new number comes back', async () => {
    const cookies = await signIn(test, '100001');
    await stepUp(test, cookies);
    const started = await post(test.app, '/api/profile/phone', { mobileNumber: '+385 91 000 1122' }, { cookies });
    expect(started.statusCode).toBe(202);
    expect(started.json().to).not.toContain('000 1122');
    const code = await latestCode(database, '+385 91 000 1122');
    const before = await lastOutboxId(database);
    const confirmed = await post(test.app, '/api/profile/phone/verify', { code }, { cookies });
    expect(confirmed.json()).toEqual({ mobileNumber: '+385 91 000 1122' });
    expect((await get('/api/profile', cookies)).json().mobileNumber).toBe('+385 91 000 1122');
    await waitForMessage(database, before, (message) => message.text.includes('mobile number'));
    expect((await post(test.app, '/api/profile/phone/verify', { code }, { cookies })).json()).toEqual({ code: 'code_expired' });
  });

  it('refuses a wrong code with the tries left, a bad number and another session without a pending change', async () => {
    const cookies = await signIn(test, '100002');
    await stepUp(test, cookies);
    expect((await post(test.app, '/api/profile/phone', { mobileNumber: '12' }, { cookies })).json().fieldErrors).toEqual({ mobileNumber: ['invalid_format'] });
    await post(test.app, '/api/profile/phone', { mobileNumber: '+49 170 1111111' }, { cookies });
    const code = await latestCode(database, '+49 170 1111111');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(test.app, '/api/profile/phone/verify', { code: wrong }, { cookies })).json()).toEqual({ code: 'invalid_code', triesLeft: 2 });
    const other = await signIn(test, '100006');
    expect((await post(test.app, '/api/profile/phone/verify', { code }, { cookies: other })).json()).toEqual({ code: 'code_expired' });
    expect((await get('/api/profile', cookies)).json().mobileNumber).not.toBe('+49 170 1111111');
  });
});

describe('the own number or address again (issue 29, point 7)', () => {
  it('refuses the current mobile number, however it is spaced, without a step-up, a notice or a code', async () => {
    const cookies = await signIn(test, '100001');
    const current = (await get('/api/profile', cookies)).json().mobileNumber as string;
    expect(current).toBeTruthy();
    const before = await lastOutboxId(database);
    for (const mobileNumber of [current, current.replace(/ /g, ''), current.replace(/ /g, '-')]) {
      const response = await post(test.app, '/api/profile/phone', { mobileNumber }, { cookies });
      expect(response.statusCode, mobileNumber).toBe(400);
      expect(response.json()).toEqual({ code: 'already_yours' });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await messagesAfter(database, before)).toEqual([]);
  });

  it('refuses the primary e-mail address (any case) as the second one and sends no link', async () => {
    const cookies = await signIn(test, '100005');
    const before = await lastOutboxId(database);
    for (const email of ['sanne.devries@example.org', ' Sanne.DeVries@Example.ORG ']) {
      const response = await post(test.app, '/api/profile/secondary-email', { email }, { cookies });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toEqual({ code: 'already_yours' });
    }
    expect((await get('/api/profile/notifications', cookies)).json().pendingSecondaryEmail).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await messagesAfter(database, before)).toEqual([]);
  });
});

describe('address change', () => {
  it('saves the address, audits the changed fields and tells the owner', async () => {
    const cookies = await signIn(test, '100005');
    const before = await lastOutboxId(database);
    const response = await put('/api/profile/address', { street: ' Keizersgracht 1 ', zip: '1015 CJ', place: 'Amsterdam', country: 'NL' }, cookies);
    expect(response.json()).toEqual({ street: 'Keizersgracht 1', zip: '1015 CJ', place: 'Amsterdam', country: 'NL' });
    expect((await get('/api/profile', cookies)).json().postalAddress.street).toBe('Keizersgracht 1');
    // 100005 reads Dutch: the notice is in the account's language.
    await waitForMessage(database, before, (message) => message.text.includes('Het postadres van uw account'));
    expect((await get('/api/profile/audit', cookies)).json()[0].action).toBe('address_changed');
  });

  it('refuses an unknown country, an empty street and a bad zip', async () => {
    const cookies = await signIn(test, '100005');
    const response = await put('/api/profile/address', { street: '', zip: '!', place: 'X', country: 'ZZ' }, cookies);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['country', 'street', 'zip']);
  });
});

describe('notification settings', () => {
  it('reads defaults, saves preferences per kind and channel, and audits the switches', async () => {
    const cookies = await signIn(test, '100006');
    const initial = (await get('/api/profile/notifications', cookies)).json();
    expect(initial.preferences.reservations).toEqual({ email: true, sms: false, push: true });
    const preferences = { ...initial.preferences, news: { email: false, sms: false, push: false }, payments: { email: true, sms: true, push: false } };
    const saved = await put('/api/profile/notifications', { preferences }, cookies);
    expect(saved.json().preferences).toEqual(preferences);
    expect((await get('/api/profile/audit', cookies)).json()[0].fields.sort()).toEqual(['news.email', 'payments.sms']);
    expect((await put('/api/profile/notifications', { preferences: { ...preferences, news: { email: 'yes' } } }, cookies)).statusCode).toBe(400);
  });

  it('confirms a secondary address by its link, once and only for the own account', async () => {
    const cookies = await signIn(test, '100002');
    const requested = await post(test.app, '/api/profile/secondary-email', { email: 'copies@adria-alpen.example.com' }, { cookies });
    expect(requested.statusCode).toBe(202);
    expect(requested.json().pendingSecondaryEmail).toBe('copies@adria-alpen.example.com');
    const link = new URL(await latestCode(database, 'copies@adria-alpen.example.com'));
    expect(link.pathname).toBe('/profile/notifications');
    const id = link.searchParams.get('confirm')!;

    const intruder = await signIn(test, '100001');
    expect((await post(test.app, '/api/profile/secondary-email/confirm', { id }, { cookies: intruder })).statusCode).toBe(410);
    const confirmed = await post(test.app, '/api/profile/secondary-email/confirm', { id }, { cookies });
    expect(confirmed.json()).toMatchObject({ secondaryEmail: 'copies@adria-alpen.example.com', pendingSecondaryEmail: null });
    expect((await post(test.app, '/api/profile/secondary-email/confirm', { id }, { cookies })).json()).toEqual({ code: 'link_expired' });

    // Notices now also go to the secondary address.
    const before = await lastOutboxId(database);
    await put('/api/profile/address', { street: 'Hafenstraße 3', zip: '20359', place: 'Hamburg', country: 'DE' }, cookies);
    await waitForMessage(database, before, (message) => message.recipient === 'copies@adria-alpen.example.com');

    expect((await test.app.inject({ method: 'DELETE', url: '/api/profile/secondary-email', cookies })).statusCode).toBe(204);
    expect((await get('/api/profile/notifications', cookies)).json().secondaryEmail).toBeNull();
    expect((await post(test.app, '/api/profile/secondary-email', { email: 'nope' }, { cookies })).statusCode).toBe(400);
  });

  it('lets a link expire after 24 hours', async () => {
    const cookies = await signIn(test, '100005');
    await post(test.app, '/api/profile/secondary-email', { email: 'later@example.org' }, { cookies });
    const id = new URL(await latestCode(database, 'later@example.org')).searchParams.get('confirm')!;
    test.clock.advance(24 * 3_600_000 + 1000);
    const again = await signIn(test, '100005');
    expect((await post(test.app, '/api/profile/secondary-email/confirm', { id }, { cookies: again })).statusCode).toBe(410);
  });
});

describe('the profile settings routes need a session', () => {
  it('answers 401 without one', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile/legal'],
      ['PUT', '/api/profile/legal/x'],
      ['POST', '/api/profile/phone'],
      ['PUT', '/api/profile/address'],
      ['GET', '/api/profile/notifications'],
      ['GET', '/api/profile/audit'],
    ] as const) {
      expect((await test.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});
