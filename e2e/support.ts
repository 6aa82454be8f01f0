import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Owner-2026';

/** No serious or critical WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Axe counts links scrolled under the sticky header as too small; it checks the page from the top, then puts the scroll back.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The newest code the demo outbox holds since then (what the owner reads in the mailbox), of the
 * kind `wanted` accepts: a sign-in code can arrive just before a reset link.
 */
export async function latestCode(page: Page, since: string, wanted: (code: string) => boolean = () => true): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/demo/outbox');
      const messages = (await response.json()) as { code: string | null; createdAt: string }[];
      code = messages.find((m) => m.code && m.createdAt >= since && wanted(m.code))?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** Signs in with the password up to the code page. Returns when /2fa shows. */
export async function submitCredentials(page: Page, userID: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Owner number').fill(userID);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in fully with the code from the demo outbox. */
export async function signIn(page: Page, userID: string) {
  await page.goto('/login');
  const since = new Date(Date.now() - 1000).toISOString();
  await submitCredentials(page, userID);
  await expect(page).toHaveURL(/\/2fa$/);
  const code = await latestCode(page, since);
  await page.getByLabel('Security code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // A navigation started before the code is confirmed would cancel the sign-in.
  await expect(page).not.toHaveURL(/\/(login|2fa)([?#]|$)/, { timeout: 15_000 });
}
