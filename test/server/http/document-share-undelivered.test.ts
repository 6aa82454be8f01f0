import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentList } from '../../../src/contract/documents';
import type { OutgoingMessage } from '../../../src/server/integrations/code-delivery';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { sessionFor } from '../helpers/fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// A forward whose e-mail cannot go out yet stays listed: the outbox has its mail and sends it when
// the mail server is back (services/message-outbox.ts), so listed as sent is never a lie for long.
let database: DatabaseHandle;
let test: TestApp;
let mailServerDown = true;
const sent: OutgoingMessage[] = [];

beforeAll(async () => {
  database = await freshPglite();
  const mailServer = {
    deliver: async (message: OutgoingMessage) => {
      if (mailServerDown) throw new Error('mail server down');
      sent.push(message);
    },
  };
  test = await buildTestApp(database, { delivery: mailServer });
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

describe('POST /api/documents/{id}/share while the mail server is down', () => {
  it('keeps the share and sends its e-mail once the server is back', async () => {
    const cookies = await sessionFor(test, '100001');
    const listed = DocumentList.parse((await test.app.inject({ method: 'GET', url: '/api/documents?kind=contract', cookies })).json());
    const document = listed.documents[0]!;

    const response = await test.app.inject({ method: 'POST', url: `/api/documents/${document.id}/share`, payload: { email: 'tax.advisor@example.com' }, cookies });
    expect(response.statusCode, response.body).toBe(202);
    expect(sent).toEqual([]);
    const after = DocumentList.parse((await test.app.inject({ method: 'GET', url: '/api/documents?kind=contract', cookies })).json());
    expect(after.documents.find((candidate) => candidate.id === document.id)!.shares).toHaveLength(document.shares.length + 1);

    mailServerDown = false;
    test.clock.advance(60_000);
    await test.app.outbox.tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', recipient: 'tax.advisor@example.com' });
    expect(sent[0]!.text).toContain('/shared-documents/');
  });
});
