import { expect, type Page, test } from '@playwright/test';
import { accountPages, expectAccessible, signIn } from './support';

// The accessibility pass: every page of the specification, in English and in German, on a desktop
// and (the @phone project) on a phone, scanned by axe once. Journeys scan only the states they
// create (dialogs, errors, steps); a page state scanned here is not scanned again (support.ts).

/** Opens `path` inside the app, as a click on a link would, and waits until it has loaded. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await loaded(page, path);
}

async function loaded(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${path} finishes loading`).toHaveCount(0, { timeout: 15_000 });
}

async function useLanguage(page: Page, language: 'en' | 'de') {
  await page.context().addCookies([{ name: 'i18n_redirected', value: language, domain: 'localhost', path: '/' }]);
}

const GUEST_PAGES = ['/login', '/forgot-number', '/forgot-password', '/reset-password?token=unknown', '/guide', '/reference-form'];

for (const language of ['en', 'de'] as const) {
  test(`the pages before sign-in meet WCAG 2.2 AA, ${language} @phone`, async ({ page }) => {
    await useLanguage(page, language);
    for (const path of GUEST_PAGES) {
      await page.goto(path);
      await loaded(page, path);
      await expectAccessible(page);
    }
  });

  // The agency's pages are the owner's routes with 24 homes' data: German (the longer texts) is enough.
  const accounts = language === 'de' ? ([['an owner', '100001'], ['the agency', '100002']] as const) : ([['an owner', '100001']] as const);
  for (const [who, account] of accounts) {
    test(`every page of ${who} meets WCAG 2.2 AA, ${language} @phone`, async ({ page }) => {
      test.setTimeout(120_000);
      await useLanguage(page, language);
      await signIn(page, account);
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'de' ? 'de-DE' : /^en/);
      const { main, more } = await accountPages(page);
      for (const path of [...main, ...more, '/no-such-page']) {
        await visit(page, path);
        await expectAccessible(page);
      }
    });
  }
}
