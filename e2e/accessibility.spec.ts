import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { accountPages, expectAccessible, openInApp, signIn } from './support';

// The accessibility pass: every page of the specification scanned by axe once per viewport: on a
// desktop in English, on a phone in German, whose longer words are what a narrow screen finds
// hardest. The agency's pages are the owner's routes with 24 homes' data: German on a desktop. Journeys scan only the states they create (dialogs, errors, steps); a page
// state scanned here is not scanned again (support.ts).

/** Opens `path` inside the app, as a click on a link would, and waits until it has loaded. */
async function visit(page: Page, path: string) {
  await openInApp(page, path);
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

/** English on a desktop, German on a phone. */
const viewports = (language: 'en' | 'de') => (language === 'de' ? ' @phone-only' : '');

for (const language of ['en', 'de'] as const) {
  test(`the pages before sign-in meet WCAG 2.2 AA, ${language}${viewports(language)}`, async ({ page }) => {
    test.setTimeout(60_000); // six full loads, each scanned
    await useLanguage(page, language);
    for (const path of GUEST_PAGES) {
      await page.goto(path);
      await loaded(page, path);
      await expectAccessible(page);
    }
  });

  test(`every page of an owner meets WCAG 2.2 AA, ${language}${viewports(language)}`, async ({ page }) => {
    await walkEveryPage(page, '100001', language);
  });
}

test('every page of the agency meets WCAG 2.2 AA, de', async ({ page }) => {
  await walkEveryPage(page, '100002', 'de');
});

async function walkEveryPage(page: Page, account: string, language: 'en' | 'de') {
  // About 30 pages, each scanned: two minutes and more on a busy machine.
  test.setTimeout(180_000);
  await useLanguage(page, language);
  await signIn(page, account);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'de' ? 'de-DE' : /^en/);
  const { main, more } = await accountPages(page);
  for (const path of [...main, ...more, '/no-such-page']) {
    await visit(page, path);
    await expectAccessible(page);
  }
}
