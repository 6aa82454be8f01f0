import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, loggerOptions } from '../../../src/server/app';
import { redactUrl } from '../../../src/server/log-redaction';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { testConfig } from '../helpers/test-app';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await freshPglite();
});
afterAll(() => database.close());

/** Every log line of one request, as the production logger (info level) writes it. */
async function logOf(url: string, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const lines: string[] = [];
  const config = testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
  const app = await createApp({ config, db: database.db, logger: loggerOptions(config, { write: (line) => lines.push(line) }) });
  try {
    await app.inject({ method, url });
  } finally {
    await app.close();
  }
  expect(lines.join('\n')).toContain('incoming request');
  return lines.join('\n');
}

const SECRET = 'Zq8xN3vLk2Pw9sT4rY6uB1mC5dF7gH0j';

describe('secret link tokens in the request log', () => {
  it('hides the reset-password link id', async () => {
    const log = await logOf(`/reset-password?id=${SECRET}&lang=de`);
    expect(log).not.toContain(SECRET);
    expect(log).toContain('/reset-password?id=[redacted]&lang=de');
  });

  it('hides the shared-document token', async () => {
    const log = await logOf(`/shared-documents/${SECRET}`);
    expect(log).not.toContain(SECRET);
    expect(log).toContain('/shared-documents/[redacted]');
  });

  it('hides the iCal feed token on every poll', async () => {
    const log = await logOf(`/ical/${SECRET}.ics`);
    expect(log).not.toContain(SECRET);
    expect(log).toContain('/ical/[redacted]');
  });

  it('hides the e-mail confirmation token', async () => {
    const log = await logOf(`/profile/notifications?confirm=${SECRET}`);
    expect(log).not.toContain(SECRET);
    expect(log).toContain('/profile/notifications?confirm=[redacted]');
  });

  it('keeps ordinary URLs readable', async () => {
    expect(await logOf('/api/reservations?dateFrom=2026-01-01')).toContain('/api/reservations?dateFrom=2026-01-01');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/ICAL//abc.ics', '/ICAL//[redacted]'],
    ['/shared-documents/abc?x=1', '/shared-documents/[redacted]?x=1'],
    ['/reset-password/?a=1&%69d=abc', '/reset-password/?a=1&%69d=[redacted]'],
    ['/anything?token=abc;confirm=def', '/anything?token=[redacted];confirm=[redacted]'],
    ['/reservations?id=42', '/reservations?id=42'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
