import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

// Sign-in, a download, a dialog and axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('documents by kind and year; a contract downloads as a PDF with a server-chosen name', async ({ page }) => {
  await signIn(page, '100001', { at: '/documents' });
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText(/Your documents 20\d\d-\d\d/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Tax documentation 20\d\d$/ }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Kind').selectOption('contract');
  await page.getByLabel('Year').selectOption('2025');
  await expect(page.getByRole('heading', { level: 2, name: 'Contract 2025' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^(Contract 2026|Tax documentation|Price list)/ })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF Contract 2025 Villa Lavanda' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Rental contract - 2025 - HR2731.100.1.pdf');
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('sharing a document by e-mail: the address is checked, the owner sees it was sent, the link gives the PDF', async ({ page }, testInfo) => {
  const recipient = `advisor-${testInfo.project.name}@example.com`;
  await signIn(page, '100001', { at: '/documents/tax-documentation' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tax documentation' })).toBeVisible();
  await page.getByRole('button', { name: 'Share by e-mail Tax documentation 2025' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Tax documentation 2025' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail address of the recipient').fill('not an address');
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('E-mail address of the recipient').fill(recipient);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Sent: ${recipient} gets a link that works for 7 days.` })).toBeVisible();
  await expect(page.getByText(new RegExp(`Sent to ${recipient} on .+, link valid until`))).toBeVisible();
  await expectAccessible(page);

  const messages = (await (await page.request.get('/api/demo/outbox')).json()) as { recipient: string; text: string }[];
  const link = /http:\/\/\S+\/shared-documents\/[\w-]+/.exec(messages.find((message) => message.recipient === recipient)!.text)![0];
  const shared = await page.request.get(link);
  expect(shared.status()).toBe(200);
  expect(shared.headers()['content-type']).toBe('application/pdf');
});

test("a home's contracts and Croatian price documentation; none for a home outside Croatia", async ({ page }) => {
  await signIn(page, '100001', { at: '/documents/HR2731.100.1/croatian-price-documentation' });
  await expect(page.getByRole('heading', { level: 1, name: 'Croatian price documentation of Villa Lavanda' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Price list 20\d\d$/ }).first()).toBeVisible();
  await expect(page.getByText('Language: Croatian').first()).toBeVisible();
  await page.getByRole('link', { name: 'All documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await page.getByRole('link', { name: 'Villa Lavanda (HR2731.100.1)' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Contracts|Croatian price documentation) of Villa Lavanda$/ })).toBeVisible();
  const danish = (await (await page.request.get('/api/accommodations')).json()) as { code: string; country: string }[];
  const home = danish.find((candidate) => candidate.country !== 'HR')!;
  await page.goto(`/documents/${home.code}/croatian-price-documentation`);
  await expect(page.getByRole('heading', { name: 'No price documentation for this home' })).toBeVisible();
  await expectAccessible(page);
});

test('the keyholder sees contracts but no tax documentation', async ({ page }) => {
  await signIn(page, '100003', { at: '/documents' });
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Contract 20\d\d$/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tax documentation' })).toHaveCount(0);
  await expect(page.getByLabel('Kind').locator('option')).toHaveText(['All kinds', 'Contracts', 'Croatian price documentation']);
});
