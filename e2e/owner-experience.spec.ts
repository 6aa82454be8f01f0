import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, latestCode, openInApp, signIn, submitCredentials } from './support';

test.describe('owner experience: codes', () => {
  test('a reload of /2fa continues the attempt, and a pasted "720 552"-style code works', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/login');
    const since = new Date(Date.now() - 1000).toISOString();
    await submitCredentials(page, '100003');
    await expect(page).toHaveURL(/\/2fa$/);
    await page.getByLabel('Security code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('2 attempts left')).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/2fa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your security code' })).toBeVisible();
    await expect(page.getByText('2 attempts left')).toBeVisible();
    await expectAccessible(page);

    const code = await latestCode(page, since);
    const field = page.getByLabel('Security code');
    await field.fill('');
    await field.focus();
    await page.evaluate((text) => navigator.clipboard.writeText(text), `${code.slice(0, 3)} ${code.slice(3)}`);
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field).toHaveValue(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).not.toHaveURL(/\/2fa$/);
  });
});

test.describe('owner experience: focus after each failure', () => {
  test('a failed sign-in, a new code and a refused code each move focus to what happened', async ({ page }) => {
    await page.goto('/login');
    await submitCredentials(page, '100003', 'not-the-password');
    const refused = page.getByRole('alert').filter({ hasText: 'The owner number or password is not correct' });
    await expect(refused).toBeFocused();

    await submitCredentials(page, '100003');
    await expect(page).toHaveURL(/\/2fa$/);
    // The one-field step focuses its field (issue 29): a typed code lands there.
    await expect(page.getByLabel('Security code')).toBeFocused();
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A new code is on its way' })).toBeFocused();
    await page.getByLabel('Security code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not correct.' })).toBeFocused();
    await expectAccessible(page);
  });

  test('a contact without e-mail says the code goes by text message', async ({ page }) => {
    await page.goto('/login');
    await submitCredentials(page, '100006');
    await expect(page).toHaveURL(/\/2fa$/);
    await expect(page.getByRole('option', { name: /^Reto Brunner \(text message to \+•• ••• ••• 45\)$/ })).toBeAttached();
  });

  test('saving or closing the cookie settings returns focus to the link that opened them', async ({ page }) => {
    await page.goto('/login');
    const trigger = page.getByRole('button', { name: 'Cookie settings' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(trigger).toBeFocused();
  });

  test('a reservation starts at its heading, and one that does not exist says so', async ({ page }) => {
    await signIn(page, '100001', { at: '/reservations/arrivals' });
    await page.getByRole('list', { name: 'Arrivals' }).getByRole('listitem').first().getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/reservations\/arrivals\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await openInApp(page, '/reservations/arrivals/no-such-reservation');
    await expect(page.getByText('There is no such reservation')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectAccessible(page);
  });

  test("a page loaded as the document's first leaves focus and scroll to the browser and the owner", async ({ page }) => {
    // Its server HTML shows before its script runs, and hydrates later: a focus or scroll then would
    // pull the page from under a thumb that has begun to scroll, and a tap would miss its button.
    await signIn(page, '100003', { at: '/profile/notifications' });
    const save = page.getByRole('button', { name: 'Save notification settings' });
    await expect(save).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.reload({ waitUntil: 'commit' });
    await save.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await save.click();
    await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();
  });
});

test.describe('owner experience: small screens and many homes', () => {
  for (const locale of ['de', 'pl']) {
    test(`the cookie dialog fits 320 px in ${locale}, its close button inside`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto('/login');
      await page.getByRole('combobox').first().selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
      await page.locator('footer button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      const close = (await dialog.locator('button').first().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(close.x + close.width).toBeLessThanOrEqual(box.x + box.width);
      await expectAccessible(page);
    });
  }

  test('the agency’s overview folds its 24 homes’ tasks and fits about three screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, '100002');
    const tasks = page.getByRole('region', { name: 'To do' });
    await expect(tasks.getByRole('heading', { name: /\d+ arrivals need preparing/ })).toBeVisible();
    // The page up to the footer, with the folded list closed.
    const height = await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top + scrollY);
    // About three screens of 900 px: the demo agency also has two contracts to renew, one card each.
    expect(height).toBeLessThanOrEqual(3000);
    await tasks.getByText('Show the list').click();
    const names = await page.locator('#main a').allTextContents();
    expect(new Set(names).size).toBe(names.length);
    await expectAccessible(page);
  });

  test('on a phone the agency’s overview puts the key figures first and fits about three screens @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, '100002');
    const figures = page.getByRole('region', { name: /^Your year \d{4}$/ });
    const tasks = page.getByRole('region', { name: 'To do' });
    await expect(tasks.getByRole('heading', { name: /\d+ arrivals need preparing/ })).toBeVisible();
    expect((await figures.boundingBox())!.y).toBeLessThan((await tasks.boundingBox())!.y);
    // The overview itself (up to the pre-footer every page shares, ~600 px on a phone) within three screens of 844 px, folded lists closed.
    const height = await page.evaluate(() => document.querySelector('#main')!.getBoundingClientRect().bottom + scrollY);
    expect(height).toBeLessThanOrEqual(2600);
    await expectAccessible(page);
  });
});
