import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

test('a notification created on the server reaches the open page live, and the inbox shows it', async ({ page }) => {
  await signIn(page, '100003');
  await expect(page).toHaveURL(/\/$/);
  // Read everything first, so the bell's dot can only come from the new notification.
  const { content } = (await (await page.request.get('/api/inbox/notifications')).json()) as { content: { id: string; isRead: boolean }[] };
  for (const { id } of content.filter((n) => !n.isRead)) await page.request.post('/api/inbox/read', { data: { messageId: id } });
  // The stream must be open before the server creates the message, or the event goes to no one.
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/inbox');
  await streamOpen;
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
  const before = await page.getByRole('listitem').count();

  // The demo tools on the inbox page make the server create a message, as a real event would.
  await page.getByRole('button', { name: 'Send a message' }).click();
  await expect(page.getByText('Done. It arrives in a moment.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inbox, new messages' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(before);
});

test('push notifications: a blocked permission is explained, with a way to check again', async ({ page }) => {
  // Not asked yet, then blocked when asked: the browser's part, played here (headless browsers
  // start from different answers).
  await page.addInitScript(() => {
    let permission: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { get: () => permission });
    Notification.requestPermission = async () => (permission = 'denied');
  });
  await signIn(page, '100003', { at: '/inbox' });
  const push = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(push).toBeVisible();
  await push.getByRole('button', { name: 'Switch on' }).click();
  await expect(push.getByText('Notifications are blocked for this site.')).toBeVisible();
  await expect(push.getByRole('button', { name: 'Check again' })).toBeVisible();
  await expectAccessible(page);
});

test('a session ended elsewhere takes the open page back to login on its own', async ({ page }) => {
  await signIn(page, '100003', { at: '/inbox' });
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // Logging out from another tab of the same browser: the server ends the session and its streams.
  await page.request.post('/api/logout');
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
});
