import { expect, test } from '@playwright/test';
import { expectAccessible, latestCode, submitCredentials } from './support';

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
