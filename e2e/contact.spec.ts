import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

test('an owner finds their contacts and writes to the service office about a reservation', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '100001', { at: '/contact-list' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your contacts' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.filter({ hasText: 'Service office' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Key holder' }).first()).toContainText(/Every day/);
  await expect(cards.filter({ hasText: 'Monday to Friday' }).first().getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+/);
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Write to us' }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Write to us' })).toBeVisible();
  // Nothing typed: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please fill in this field.')).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expectAccessible(page);

  await page.getByLabel('What is it about?').selectOption('Maintenance');
  await page.getByLabel('Topic').selectOption('InProperty');
  const reservation = page.getByLabel(/^Reservation/);
  await expect(reservation).toBeEnabled();
  const resNo = await reservation.locator('option').nth(1).getAttribute('value');
  await reservation.selectOption(resNo!);
  const message = `The terrace door sticks (${test.info().project.name}).`;
  await page.getByLabel('Your message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact-us\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your message is on its way' })).toBeVisible();
  await expectAccessible(page);

  // A copy reached the service office (the demo mailbox).
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/api/demo/outbox')).json()) as { recipient: string; subject: string; text: string }[];
      return messages.some((m) => m.recipient === 'owners@example.com' && m.text.includes(message) && m.subject.includes(`reservation ${resNo}`));
    })
    .toBe(true);

  // Back on the form, the message is listed with its subject, reservation and status.
  await page.goto('/contact-us');
  const sent = page.getByRole('region', { name: 'Your messages to us' }).getByRole('listitem').first();
  await expect(sent).toContainText('Repairs and maintenance');
  await expect(sent).toContainText(`reservation ${resNo}`);
  await expect(sent).toContainText('Received');
  await expectAccessible(page);
});

test('the support center leads to the contact pages', async ({ page }) => {
  await signIn(page, '100001');
  await page.getByRole('button', { name: 'Support center' }).click();
  await page.getByRole('menuitem', { name: 'Your contacts' }).click();
  await expect(page).toHaveURL(/\/contact-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your contacts' })).toBeVisible();
  await page.getByRole('region', { name: 'Help and information' }).getByRole('link', { name: 'Write to us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});
