import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, openInApp, signIn } from './support';

/** The number of answers the service worker keeps as offline copies. */
const keptCopies = (page: Page) =>
  page.evaluate(async () => ((await caches.has('portal-offline-copies')) ? (await (await caches.open('portal-offline-copies')).keys()).length : 0));

/** Signs in and visits the overview, arrivals and inbox once the service worker controls the page, as an owner would before losing signal. */
async function visitWhileOnline(page: Page) {
  await signIn(page, '100003');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload(); // from now on every call goes through the worker
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'To do' })).toBeVisible();
  await page.goto('/reservations/arrivals');
  await expect(page.getByRole('heading', { level: 1, name: 'Arrivals' })).toBeVisible();
  await expect(page.getByRole('link', { name: /./ }).filter({ hasText: /\d/ }).first()).toBeVisible();
  await page.goto('/inbox');
  await expect(page.getByRole('button', { name: /^New / }).first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'To do' })).toBeVisible();
}

test('with no signal the portal opens and shows the overview, reservations and inbox last seen, marked offline @phone', async ({ page, context }) => {
  test.setTimeout(90_000);
  await visitWhileOnline(page);
  // (A page that came with its data read nothing itself: the worker asks its reads again to keep them.)
  await expect.poll(() => keptCopies(page)).toBeGreaterThan(3);
  const offline = page.getByRole('status').filter({ hasText: /^Offline — shown as of / });
  await expect(offline).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'To do' })).toBeVisible();
  await expect(offline).toBeVisible();
  await expectAccessible(page);

  await page.goto('/reservations/arrivals');
  await expect(page.getByRole('heading', { level: 1, name: 'Arrivals' })).toBeVisible();
  await expect(page.getByRole('link', { name: /./ }).filter({ hasText: /\d/ }).first()).toBeVisible();
  await expect(offline).toBeVisible();

  await page.goto('/inbox');
  await expect(page.getByRole('button', { name: /^New / }).first()).toBeVisible();
  await expect(offline).toBeVisible();
  await expectAccessible(page);

  // Back online: the copies are replaced by fresh answers and the mark goes.
  await context.setOffline(false);
  await expect(offline).toBeHidden();
});

test("the installed app's chunks come from its cache without running the worker's script", async ({ page }) => {
  await signIn(page, '100003');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  // Chromium's static route (sw.ts): the entry and the page's chunks matched the shell's cache.
  const sources = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { workerMatchedSourceType?: string; workerFinalSourceType?: string })[])
      .filter((entry) => /\/assets\/(main|chunks\/dashboard\.page)-[^/]+\.js$/.test(entry.name))
      .map((entry) => `${entry.workerMatchedSourceType}/${entry.workerFinalSourceType}`),
  );
  expect(sources).toEqual(['cache/cache', 'cache/cache']);
});

test('a change without signal is refused with a clear message, not queued', async ({ page, context }) => {
  test.setTimeout(90_000);
  await visitWhileOnline(page);
  // A change any owner can make again and again (an answered survey is done for good).
  await page.goto('/profile/notifications');
  const save = page.getByRole('button', { name: 'Save notification settings' });
  // The settings must have arrived before the signal goes, or the page shows their loading error.
  await expect(save).toBeVisible();
  await context.setOffline(true);
  const writes: string[] = [];
  // The owner's changes; the report of the failed call (telemetry) is the app's own, not a queued change.
  page.on('request', (request) => void (request.method() !== 'GET' && !request.url().includes('/api/telemetry') && writes.push(request.url())));
  await save.click();
  const refused = page.getByRole('alert').filter({ hasText: 'Not saved: you are offline' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Changes are not kept for later.');
  await expect(page.getByRole('status').filter({ hasText: /^Offline — / })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Close the message' }).click();
  await expect(refused).toBeHidden();

  // Nothing was queued: back online (the page has taken the signal back, when a queue would send), no
  // change is sent by itself, not even after a request of the page's own has gone out and come back.
  const sentBefore = writes.length;
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /^Offline — / })).toBeHidden();
  await page.evaluate(() => fetch('/api/health').then((response) => response.ok));
  expect(writes.length).toBe(sentBefore);
});

test('signing out drops the offline copies, so the next person on the phone cannot read them', async ({ page }) => {
  test.setTimeout(60_000);
  await visitWhileOnline(page);
  await expect.poll(() => keptCopies(page)).toBeGreaterThan(0);
  const { fullName } = (await (await page.request.get('/api/profile')).json()) as { fullName: string };
  await page.getByRole('button', { name: fullName }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => keptCopies(page)).toBe(0);
});

test('without signal a page that was never kept says so calmly, once, with no error loop', async ({ page, context }) => {
  test.setTimeout(90_000);
  // An owner with payments, who never opened them on this device.
  await signIn(page, '100006');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  await context.setOffline(true);
  // Payments was never opened: its code is not on the device. (Opened from the running app, as the
  // tab bar does: a document loaded without signal is told it is online by the headless shell.)
  await openInApp(page, '/payments-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available offline' })).toBeVisible();
  await expect(page.getByText('Internal error')).toBeHidden();
  await expectAccessible(page);
  // Was thousands of "Failed to fetch dynamically imported module …error-reporter…" in 2 s, several a
  // frame: ten more frames drawn show whether the page has settled or loops.
  await page.evaluate(() => new Promise((resolve) => {
    let frames = 0;
    const next = () => (++frames >= 10 ? resolve(frames) : requestAnimationFrame(next));
    requestAnimationFrame(next);
  }));
  // What remains is the browser's own "no connection" lines and the one failed page import.
  expect(consoleErrors.filter((text) => text.includes('error-reporter'))).toEqual([]);
  expect(consoleErrors.filter((text) => text.includes('dynamically imported module')).length).toBeLessThanOrEqual(1);
  expect(consoleErrors.length).toBeLessThan(15);
});

test.describe('signed out without signal', () => {
  test.use({ locale: 'de-DE' });

  test('/login shows its texts in the owner’s language, switches to another, and says nothing about passkeys', async ({ page, context }) => {
    test.setTimeout(90_000);
    // One visit while online installs the worker, which keeps the login page and its texts in every language.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung zum Eigentümerportal' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung zum Eigentümerportal' })).toBeVisible();
    await expect(page.getByText(/^(login|consent|shell)\.[a-zA-Z.]+$/)).toHaveCount(0);
    await expect(page.getByText(/passkey/i)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);

    // Another language, still without signal.
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('hr');
    await expect(page.getByRole('heading', { level: 1, name: 'Prijava na Portal za vlasnike' })).toBeVisible();
    await expect(page.getByText(/^(login|consent|shell)\.[a-zA-Z.]+$/)).toHaveCount(0);
    await expect(page.getByText(/passkey/i)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
