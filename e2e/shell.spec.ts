import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

test('a page behind login sends a visitor to login and back after signing in', async ({ page }) => {
  await page.goto('/tax-id');
  await expect(page).toHaveURL(/\/login\?rdu=%2Ftax-id$/);
});

test('an unknown page shows a visitor and a signed-in owner the 404 page with a way home', async ({ page }) => {
  // A visitor: answered 404 with the page (no detour through login, which would not make it exist).
  const answer = await page.goto('/no-such-page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found/);
  await expect(page).toHaveURL(/\/no-such-page$/);
  await signIn(page, '100003', { at: '/no-such-page' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^Overview/);

  // A page of a home the owner does not have says so in its title too, not the page's usual one.
  await page.goto('/bookings/calendar/XX0000.000.1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found/);
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveTitle(/^Overview/);
});

test('an old address the server redirects opens its new page', async ({ page }) => {
  await signIn(page, '100001', { at: '/statements' });
  await expect(page).toHaveURL(/\/payments-overview\/statements$/);
});

test('unknown API paths answer JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});

test('the language switch changes every text, remembers the choice and keeps working in all ten languages @phone', async ({ page }) => {
  await page.goto('/login');
  const language = page.getByLabel('Language');
  await language.selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in to the Owner Portal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const german = await page.getByRole('heading', { level: 1 }).textContent();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(german!);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('de');

  const headings = new Set<string>();
  for (const locale of ['cs', 'en', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt']) {
    await page.getByRole('combobox').selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}-`));
    headings.add((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
  }
  expect(headings.size).toBe(9);
});

test.describe('on a 320 px phone', () => {
  test.use({ locale: 'de-DE', viewport: { width: 320, height: 700 } });

  test('the signed-in header shows the language in full, and its controls fit one row without overlapping', async ({ page }) => {
    await signIn(page, '100006');
    const header = page.locator('header').first();
    for (const [code, portal] of [
      ['DE', 'Altes Portal'],
      ['HR', 'Stari portal'],
    ] as const) {
      if (code === 'HR') await header.getByRole('combobox').selectOption('hr');
      // The switch has finished (it is disabled, with a spinner beside it, while the language loads and is saved).
      await expect(header.getByRole('combobox')).toBeEnabled();
      const shown = header.getByText(code, { exact: true });
      await expect(shown).toBeVisible();
      // Not cut to "Deu", and no empty box.
      expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const boxes = await Promise.all(
        [header.getByRole('combobox'), header.getByRole('link', { name: portal }), header.getByRole('button').nth(-2), header.getByRole('button').last()].map(async (control) => (await control.boundingBox())!),
      );
      for (const [index, box] of boxes.entries()) {
        expect(box.width, `control ${index}`).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
        const next = boxes[index + 1];
        if (next) expect(box.x + box.width, `control ${index} overlaps the next`).toBeLessThanOrEqual(next.x);
      }
    }
    await expectAccessible(page);
  });
});

test.describe('without the service worker', () => {
  // page.route fails the catalog's load; a worker that has precached the catalogs would answer it.
  test.use({ serviceWorkers: 'block' });

  test('a language that cannot load keeps the old one and says so', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/_i18n/fr/**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Language').selectOption('fr');
    const warning = page.getByRole('alert').filter({ hasText: 'The language could not be changed' });
    await expect(warning).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en-/);
    await expect(page.getByLabel('Language')).toHaveValue('en');
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Dismiss the warning' }).click();
    await expect(warning).toHaveCount(0);
  });
});

test('a signed-in owner who opens /login goes home', async ({ page }) => {
  // Through the form: only a fresh sign-in meets the tax-id step first.
  await signIn(page, '100001', { form: true });
  await expect(page).toHaveURL(/\/tax-id$/);
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
});

test('the service worker, manifest and security headers are served', async ({ request }) => {
  const index = await request.get('/login');
  expect(index.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(index.headers()['cache-control']).toContain('no-cache');
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  // A subscription the push service renews is sent to the server again, not lost.
  expect(await worker.text()).toContain('pushsubscriptionchange');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  // Install dialogs show real screenshots: one for phones, one for wide screens, each served as what it says.
  const { screenshots } = (await manifest.json()) as { screenshots: { src: string; sizes: string; type: string; form_factor: string }[] };
  expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of screenshots) {
    const image = await request.get(shot.src);
    expect(image.status(), shot.src).toBe(200);
    expect(image.headers()['content-type']).toBe(shot.type);
    expect((await image.body()).length).toBeLessThan(100_000);
  }
  // iOS takes the home-screen icon from the page, not the manifest.
  const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(await index.text())?.[1];
  expect(touchIcon).toBe('/icons/apple-touch-icon.png');
  const icon = await request.get(touchIcon!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  const messages = await request.get('/_i18n/de/messages.json');
  expect(messages.status()).toBe(200);
  expect(Object.keys(await messages.json()).length).toBeGreaterThan(50);
});

test('the login page loads without a single console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
