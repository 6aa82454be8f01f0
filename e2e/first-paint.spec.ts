import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PASSWORD, expectAccessible, watchFirstPaint } from './support';

// Issue 23 point 1: the login page paints from its HTML (prerendered by the build in the visitor's
// language) before any script has run, and the script then hydrates it in place: no console
// error (a hydration mismatch is one), no layout shift, a form that works.

// A first visit: no service worker yet, no cookie (no consent decision either), the browser's language German.
test.use({ locale: 'de-DE', storageState: { cookies: [], origins: [] } });

declare global {
  interface Window {
    __prerendered: Element | null;
  }
}

test('the login form shows in German before the script runs, then works without a shift or a console error @phone', async ({ page }) => {
  // The entry script and the whole stylesheet are held back until the HTML has been checked.
  const opened = await openHeldBack(page, '/login');
  const { problems } = opened;
  const heading = page.getByRole('heading', { level: 1, name: 'Anmeldung zum Eigentümerportal' });
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Eigentümernummer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Anmelden/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
  // Styled by the inline CSS alone: the page's width and the button's shape are there.
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('#main')!).maxWidth)).not.toBe('none');
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('button[type="submit"]')!).borderRadius)).not.toBe('0px');
  // A first visit: the cookie prompt is in the HTML too (the server reads the CONSENT cookie).
  const prompt = page.getByRole('region', { name: 'Cookies und Statistiken' });
  await expect(prompt).toBeVisible();
  // Its buttons wait for the script: a native submit would send the password in the URL. So do its
  // fields: hydrating would clear what was typed before it.
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Eigentümernummer')).not.toBeEditable();
  await expect(prompt.getByRole('button', { name: 'Alle ablehnen' })).toBeDisabled();
  // Nothing has run: the entry script is still held. The page asks for it once painted
  // (after-paint.ts), on a busy runner after the checks above.
  await expect.poll(() => opened.entryRequested()).toBe(true);
  expect(await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-locale'))).toBe(true);

  // The HTML's form element, to tell hydration (the same element) from a new render (a new one).
  await page.evaluate(() => (window.__prerendered = document.querySelector('#main form')));
  const promptElement = await prompt.elementHandle();
  opened.release();
  await page.waitForLoadState('networkidle');
  // The stylesheet, hydration and what loads after them (the container, the cookie prompt) moved nothing.
  expect(await page.evaluate(() => window.__shift)).toBeLessThanOrEqual(0.02);
  expect(await page.evaluate(() => window.__prerendered !== null && document.querySelector('#main form') === window.__prerendered)).toBe(true);
  // The prompt hydrates in place too, and works: rejecting closes it.
  expect(await page.evaluate((element) => element?.isConnected, promptElement)).toBe(true);
  await prompt.getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(prompt).toBeHidden();
  // Hydrated: the form validates on the client (nothing is sent for empty fields).
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Bitte geben Sie Ihre Eigentümernummer ein.')).toBeVisible();
  await expectAccessible(page);

  await expect(page.getByLabel('Eigentümernummer')).toBeEditable();
  await page.getByLabel('Eigentümernummer').fill('100001');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/2fa$/);

  expect(problems).toEqual([]);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test("a visitor's guide shows before the script runs and is hydrated in place, without a console error", async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/guide', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Guide du portail propriétaires' });
    await expect(heading).toBeVisible();
    await page.evaluate(() => (window.__prerendered = document.querySelector('#main h1')));
    release();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__prerendered !== null && document.querySelector('#main h1') === window.__prerendered)).toBe(true);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});

/**
 * The other guest pages the build prerenders (scripts/route-chunks.mjs), opened cold as the login
 * page is: the console's errors and warnings, the layout shifts, and the entry script and the whole
 * stylesheet held back until `release` (the first paint has only the HTML and its inline CSS).
 */
async function openHeldBack(page: Page, path: string) {
  const problems = await watchFirstPaint(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let entryRequested = false;
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    entryRequested = true;
    await released;
    await route.continue();
  });
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await released;
    await route.continue();
  });
  const response = await page.goto(path, { waitUntil: 'commit' });
  return {
    problems,
    status: response?.status(),
    /** Whether the page's HTML asked for the entry script, which has not run yet. */
    entryRequested: () => entryRequested,
    release: () => release(),
    /** Lets the scripts and the stylesheet load, marking `selector`'s element first to tell hydration (the same element) from a new render. */
    async hydrate(selector: string) {
      await page.evaluate((s) => (window.__prerendered = document.querySelector(s)), selector);
      release();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate((s) => window.__prerendered !== null && document.querySelector(s) === window.__prerendered, selector)).toBe(true);
      expect(await page.evaluate(() => window.__shift)).toBeLessThanOrEqual(0.02);
    },
  };
}

/** The first visit's cookie prompt is in the HTML too; closing it (once hydrated) leaves the page alone for axe. */
async function rejectCookies(page: Page) {
  const prompt = page.getByRole('region', { name: 'Cookies und Statistiken' });
  await prompt.getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(prompt).toBeHidden();
}

test('the recovery forms show in German before the script runs, then work without a shift or a console error', async ({ page }) => {
  const opened = await openHeldBack(page, '/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
  await expect(page.getByLabel('Eigentümernummer')).toBeVisible();
  await expect(page).toHaveTitle(/^Passwort vergessen · /);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('#main')!).maxWidth)).not.toBe('none');
  // The button waits for the script: a native submit would put the owner number in the URL.
  const send = page.getByRole('button', { name: 'Link senden' });
  await expect(send).toBeDisabled();
  await expect.poll(() => opened.entryRequested()).toBe(true);
  expect(await page.evaluate(() => document.querySelector('#root')?.getAttribute('data-locale'))).toBe('de');

  await opened.hydrate('#main form');
  await rejectCookies(page);
  // Hydrated: the form validates on the client, then sends through the container loaded meanwhile.
  await send.click();
  await expect(page.getByText('Bitte geben Sie Ihre Eigentümernummer ein.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Eigentümernummer').fill('100006');
  await send.click();
  await expect(page).toHaveURL(/\/forgot-password\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sehen Sie in Ihre Nachrichten' })).toBeVisible();
  expect(opened.problems).toEqual([]);
});

test('the owner-number form shows in German before the script runs and hydrates in place', async ({ page }) => {
  const opened = await openHeldBack(page, '/forgot-number');
  await expect(page.getByRole('heading', { level: 1, name: 'Eigentümernummer vergessen?' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eigentümernummer senden' })).toBeDisabled();
  await opened.hydrate('#main form');
  await page.getByLabel('E-Mail-Adresse').fill('no-address');
  await page.getByRole('button', { name: 'Eigentümernummer senden' }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  expect(opened.problems).toEqual([]);
});

test("the reset page shows in German before the script runs (the same for any link's id), hydrates in place, then asks about the link", async ({ page }) => {
  // The link check is held, then answered "live": the page's first view is what this test is about, not the link.
  let answerCheck = () => {};
  const checkAnswered = new Promise<void>((resolve) => (answerCheck = resolve));
  let checked = false;
  await page.route('**/api/password/reset/check', async (route) => {
    checked = true;
    await checkAnswered;
    await route.fulfill({ status: 204 });
  });
  const opened = await openHeldBack(page, `/reset-password?id=${'Q'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort wählen' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Ihr Link wird geprüft…');
  await expect(page).toHaveTitle(/^Neues Passwort festlegen · /);
  await expect.poll(() => opened.entryRequested()).toBe(true);

  await page.evaluate(() => (window.__prerendered = document.querySelector('#main h1')));
  opened.release();
  // Hydrated, and its machine asks about the link through the container loaded meanwhile.
  await expect.poll(() => checked).toBe(true);
  expect(await page.evaluate(() => window.__prerendered !== null && document.querySelector('#main h1') === window.__prerendered)).toBe(true);
  expect(await page.evaluate(() => window.__shift)).toBeLessThanOrEqual(0.02);
  answerCheck();
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toBeVisible();
  expect(opened.problems).toEqual([]);
});

test("a visitor's reference form shows in German before the script runs, then hydrates in place and validates", async ({ page }) => {
  const opened = await openHeldBack(page, '/reference-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Eigentümer empfehlen' })).toBeVisible();
  await expect(page.getByLabel('Name des Eigentümers')).toBeVisible();
  await expect(page.getByLabel('Wo liegt das Haus?')).toBeVisible();
  await expect(page).toHaveTitle(/^Hausbesitzer empfehlen · /);
  // Its bot check's token comes with the script: the button waits for it (as it did before).
  await expect(page.getByRole('button', { name: 'Empfehlung senden' })).toBeDisabled();
  await expect.poll(() => opened.entryRequested()).toBe(true);

  await opened.hydrate('#main form');
  await rejectCookies(page);
  await expect(page.getByRole('button', { name: 'Empfehlung senden' })).toBeEnabled();
  await page.getByLabel('Name des Eigentümers').fill('Marko Perić');
  await page.getByRole('button', { name: 'Empfehlung senden' }).click();
  await expect(page.getByText('Bitte bestätigen Sie, dass wir diese Person kontaktieren dürfen.')).toBeVisible();
  await expectAccessible(page);
  expect(opened.problems).toEqual([]);
});

test("a visitor's unknown page answers 404 with the 404 page in German before the script runs, and stays there once hydrated", async ({ page }) => {
  const opened = await openHeldBack(page, '/keine-solche-seite');
  expect(opened.status).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  await expect(page).toHaveTitle(/^Seite nicht gefunden · /);
  await expect.poll(() => opened.entryRequested()).toBe(true);

  await opened.hydrate('#main h1');
  // The session check found none: still the 404 page, not a detour through sign-in.
  await expect(page).toHaveURL(/\/keine-solche-seite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await rejectCookies(page);
  await expectAccessible(page);
  // The browser reports the document's own status in the console: that 404 is the point, nothing else may be there.
  const own = `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`;
  expect(opened.problems.filter((problem) => problem !== own)).toEqual([]);
  expect(opened.problems).toContain(own);
});
