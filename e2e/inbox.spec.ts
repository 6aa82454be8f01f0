import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

test('the bell says there is something new; opening an unread card marks it read @phone', async ({ page }) => {
  await signIn(page, '100003');
  await expect(page).toHaveURL(/\/$/);
  const bell = page.getByRole('link', { name: 'Inbox, new messages' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const unread = page.getByText(/^\d+ unread messages?$|^No unread messages$/);
  const count = async () => Number(/^(\d+)/.exec((await unread.textContent()) ?? '')?.[1] ?? 0);
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await expectAccessible(page);

  // The card opens a dialog or (a booking) its reservation; either way it is read now.
  const read = page.waitForResponse((response) => response.url().endsWith('/api/inbox/read') && response.ok());
  await page.getByRole('button', { name: /^New / }).first().click();
  await read;
  await page.goto('/inbox');
  await expect.poll(count).toBe(before - 1);
});

test('the feedback card asks for a score from 0 to 10 and says thank you', async ({ page }) => {
  await signIn(page, '100003', { at: '/inbox' });
  await page.getByRole('button', { name: /How are we doing\?$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'How are we doing?' });
  await expect(dialog.getByRole('radio')).toHaveCount(11);
  await dialog.getByText('8', { exact: true }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByRole('dialog', { name: 'Survey sent' })).toBeVisible();

  // The server remembers the answer: opened again, the card says so and asks nothing.
  await page.reload();
  await page.getByRole('button', { name: /How are we doing\?$/ }).click();
  const done = page.getByRole('dialog', { name: 'Survey sent' });
  await expect(done.getByText(/^Survey answered on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(done.getByRole('radio')).toHaveCount(0);
  await expectAccessible(page);
});

test('a reservation card opens that reservation', async ({ page }) => {
  await signIn(page, '100003', { at: '/inbox' });
  await page.getByRole('button', { name: /(New booking|Booking changed|Booking canceled)$/ }).first().click();
  await expect(page).toHaveURL(/\/reservations\/arrivals\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact the guest' })).toBeVisible();
});

test('an owner sees a refused bank-details change as an error, and renews a contract after confirming', async ({ page }) => {
  await signIn(page, '100001', { at: '/inbox' });

  await page.getByRole('button', { name: /Your new bank details were not accepted$/ }).first().click();
  const failed = page.getByRole('dialog', { name: 'Your new bank details were not accepted' });
  await expect(failed.getByRole('alert')).toContainText('We keep paying to your account on file, HR12 •••• •••• 0160.');
  await expect(failed.getByRole('link', { name: 'Enter bank details again' })).toHaveAttribute('href', '/profile/payment-info/change-bank-details');
  await expectAccessible(page);
  await failed.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /Renew your contract for \d{4}$/ }).click();
  const renewal = page.getByRole('dialog', { name: 'Renew your contract automatically?' });
  await renewal.getByRole('button', { name: /^Renew for \d{4}$/ }).click();
  const requested = page.getByRole('dialog', { name: 'Renewal requested' });
  await expect(requested.getByText(/Done: your contract for .+ continues in \d{4}\./)).toBeVisible();

  // Opened again after a reload, the card is done: what was requested and when, no button.
  await page.reload();
  await page.getByRole('button', { name: /Renew your contract for \d{4}$/ }).click();
  await expect(requested.getByText(/Renewal requested on \d{1,2} \w{3} \d{4}/)).toBeVisible();
  await expect(requested.getByRole('button', { name: /^Renew for/ })).toHaveCount(0);
  await expectAccessible(page);
});
