import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

// A first visit: no decision stored (the other journeys start decided, see playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const isStatistics = (url: string) => new URL(url).pathname === '/api/telemetry';
const prompt = (page: Page) => page.getByRole('region', { name: 'Cookies and statistics' });

/**
 * Lets `ms` of the page's time pass at once (the journey installed Playwright's clock) and returns
 * once any request those timers started has been seen: a request the page sends afterwards arrives
 * after them. Instead of waiting out a statistics batch interval in real time.
 */
async function letTimePass(page: Page, ms: number) {
  await page.clock.runFor(ms);
  const marker = page.waitForRequest((request) => new URL(request.url()).search === '?after-timers');
  await page.evaluate(() => void fetch('/api/health?after-timers'));
  await marker;
}

test('first visit: the prompt; reject all sends no statistics; the footer link reopens the settings @phone', async ({ page }) => {
  test.setTimeout(60_000);
  const sent: string[] = [];
  page.on('request', (request) => void (isStatistics(request.url()) && sent.push(request.url())));
  await page.clock.install();
  await page.goto('/login');
  await expect(prompt(page)).toBeVisible();
  await expectAccessible(page);
  await prompt(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(prompt(page)).toBeHidden();
  // Focus does not get lost with the prompt: it goes to the page's heading.
  await expect(page.locator('#main h1')).toBeFocused();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'CONSENT')?.value).toMatch(/^statistics%3D0%26at%3D|^statistics=0&at=/);

  // Decided: no prompt after a reload, and nothing is sent while browsing and scrolling.
  await page.reload();
  await page.mouse.wheel(0, 2000);
  await letTimePass(page, 6_000); // longer than a statistics batch interval
  await expect(prompt(page)).toBeHidden();
  expect(sent).toEqual([]);

  const link = page.getByRole('button', { name: 'Cookie settings' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Statistics/ })).not.toBeChecked();
  await expect(dialog).toContainText('everything you type hidden');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('accept all: page views and a masked session replay reach the server, the owner keeps the decision after login, withdrawing stops at once', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Owner number').fill('ZQX-typed-secret');
  const replayed = page.waitForRequest((request) => isStatistics(request.url()) && request.postData()?.includes('"type":"replay"') === true);
  await prompt(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(prompt(page)).toBeHidden();
  const batch = await replayed;
  expect((await batch.response())?.status()).toBe(204);
  const body = batch.postDataJSON() as { events: { type: string; path: string }[] };
  expect(body.events).toContainEqual(expect.objectContaining({ type: 'pageview', path: '/login' }));
  expect(body.events).toContainEqual(expect.objectContaining({ type: 'replay', path: '/login' }));
  // Every input is masked in the recording.
  expect(batch.postData()).not.toContain('ZQX-typed-secret');

  // Signing in hands this browser's (newer) decision to the owner's copy on the server.
  const saved = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/consent' && request.method() === 'PUT');
  await signIn(page, '100001');
  const save = await saved;
  expect(save.postDataJSON()).toMatchObject({ statistics: true });
  // Read back once the save has been answered (the request alone may still be on its way).
  expect((await save.response())?.status()).toBeLessThan(300);
  const stored = await page.request.get('/api/consent');
  expect(await stored.json()).toMatchObject({ consent: { statistics: true } });

  // Withdrawing: from the save on, not one more statistics request.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.getByRole('checkbox', { name: /Statistics/ }).uncheck();
  const withdrawn = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/consent' && request.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  expect((await withdrawn).postDataJSON()).toMatchObject({ statistics: false });
  const after: string[] = [];
  page.on('request', (request) => void (isStatistics(request.url()) && after.push(request.url())));
  await page.mouse.wheel(0, 2000);
  await letTimePass(page, 6_000);
  expect(after).toEqual([]);
});

test('the sessionReplay feature flag, off by its cookie, leaves replay out while page views are sent', async ({ page, context }) => {
  await context.addCookies([{ name: 'feature.sessionReplay', value: 'false', domain: 'localhost', path: '/' }]);
  const sent: string[] = [];
  page.on('request', (request) => void (isStatistics(request.url()) && sent.push(request.postData() ?? '')));
  await page.clock.install();
  await page.goto('/login');
  const first = page.waitForRequest((request) => isStatistics(request.url()));
  await prompt(page).getByRole('button', { name: 'Accept all' }).click();
  expect((await first).postData()).toContain('"type":"pageview"');
  await letTimePass(page, 6_000);
  expect(sent.join('')).not.toContain('"type":"replay"');
});

test('an error thrown in the page is reported once, with route and release', async ({ page }) => {
  const reports: unknown[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/telemetry/errors' && reports.push(request.postDataJSON())));
  await page.goto('/login');
  await expect(prompt(page)).toBeVisible();
  let thrown = 0;
  page.on('pageerror', () => void (thrown += 1));
  await page.evaluate(() => {
    for (const delay of [0, 50]) setTimeout(() => {
      throw new Error('Consent journey fault');
    }, delay);
  });
  await expect.poll(() => reports.length).toBe(1);
  // Both were thrown and handled; a report of the second would have left before a request sent now comes back.
  await expect.poll(() => thrown).toBe(2);
  await page.evaluate(() => fetch('/api/health').then((response) => response.ok));
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ kind: 'error', route: '/login', message: expect.stringContaining('Consent journey fault'), release: expect.stringMatching(/^\d+\.\d+\.\d+\+/) });
});

// Issue 29, point 12: the prompt covered the login form at 320 px and its passkey and "forgot" links
// at 1280 px. It is compact, sits beside the login card on wide screens, and keeps room under the
// page: every field, button and link of the form can be reached and clicked with the prompt shown.
for (const viewport of [{ width: 320, height: 568 }, { width: 1280, height: 720 }]) {
  test(`with the prompt shown, every control of the login form can be clicked at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(prompt(page)).toBeVisible();
    await expect(page.getByLabel('Owner number')).toBeVisible();
    const controls = await page.locator('#main').locator('input, button, a').filter({ visible: true }).all();
    expect(controls.length).toBeGreaterThanOrEqual(5);
    // A trial click scrolls the control into view and fails when anything else would take the click.
    for (const control of controls) await control.click({ trial: true, timeout: 3_000 });
    await expect(prompt(page)).toBeVisible();
    await expectAccessible(page);
  });
}
