import { test as base, type Request } from '@playwright/test';

/**
 * The journeys' `test`: its page's full loads (`goto`, `reload`) end once the app has taken over
 * the page (app.tsx marks it ready; pages without the app, the API reference and the demo mailbox,
 * at once) and the scripts it asked for have arrived. A signed-in page paints from its server-rendered HTML before any script has run (issue
 * 23), so a click or a choice made right after the load would reach HTML without handlers, as an
 * owner's could in that moment; a journey acts as the owner does a moment later. `goto` with
 * `waitUntil: 'commit'` (the first-paint journeys, which look at the HTML itself) does not wait.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // Scripts in flight: a lazy part a page rendered on the server hydrates once its chunk is there.
    let scripts = 0;
    const counts = (request: Request) => request.resourceType() === 'script';
    const settled = (request: Request) => void (counts(request) && scripts--);
    page.on('request', (request) => void (counts(request) && scripts++));
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    const appTookOver = async () => {
      await page
        .waitForFunction(() => document.getElementById('root') === null || document.documentElement.dataset.app === 'ready', undefined, { timeout: 15_000 })
        .catch(() => undefined);
      for (let quiet = 0, waited = 0; quiet < 3 && waited < 50; waited++) {
        quiet = scripts <= 0 ? quiet + 1 : 0;
        await page.waitForTimeout(50);
      }
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appTookOver();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appTookOver();
      return response;
    };
    await use(page);
  },
});
