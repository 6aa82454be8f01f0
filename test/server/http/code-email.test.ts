import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { type SmtpStandIn, smtpStandIn } from '../helpers/smtp-stand-in';
import { buildTestApp, DEMO_PASSWORD, post, type TestApp } from '../helpers/test-app';

/**
 * Issue 22: outside demo mode the sign-in code goes by e-mail through SMTP_URL (a local SMTP
 * stand-in here), in the portal language the owner last used.
 */
let database: DatabaseHandle;
let smtp: SmtpStandIn;
let production: TestApp;

beforeAll(async () => {
  database = await freshPglite();
  smtp = await smtpStandIn();
  production = await buildTestApp(database, { env: { NODE_ENV: 'production', SMTP_URL: smtp.url, SMTP_FROM: 'Eigentümerportal <no-reply@example.com>' } });
});
afterAll(async () => {
  await production.app.close();
  await smtp.close();
  await database.close();
});

const subjectOf = (raw: string) => {
  const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const encoded = /^Subject: (.*)$/m.exec(head)![1]!;
  return encoded.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
};

describe('the sign-in code by e-mail', () => {
  it('reaches a German owner in German, whatever language the browser asks for', async () => {
    await database.db.updateTable('accounts').set({ portalLanguage: 'de' }).where('userId', '=', '100006').execute();
    const login = await post(production.app, '/api/login', { userID: '100006', password: DEMO_PASSWORD }, { headers: { 'accept-language': 'en-GB' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(smtp.commands).toContain('RCPT TO:<verwaltung@alpenblick.example.com>');
    const raw = smtp.messages.at(-1)!;
    expect(subjectOf(raw)).toBe('Ihr Bestätigungscode für das Eigentümerportal');
    expect(raw).toMatch(/^Content-Language: de$/m);
    expect(raw).toMatch(/<html lang=(3D)?"de">/);
  });

  it('answers 503 delivery_unavailable for a text-message owner while only e-mail is configured', async () => {
    const login = await post(production.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ code: 'delivery_unavailable' });
  });
});
