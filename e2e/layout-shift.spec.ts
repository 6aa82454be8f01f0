import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { accountPages, signIn } from './support';

// Every API answer arrives 700 ms late (the real answer, only delayed): what a slow network does to
// a page that draws its skeletons first. The goal (issue 17, targets.md): CLS ≤ 0.02 on each page.
const API_DELAY_MS = 700;
const CLS_BUDGET = 0.02;
// The page counts as settled when no API call has been in flight for this long. (A shorter delay
// and window saved ~80 s but /reviews then measured 0.024 once on CI's kind of machine: kept at the
// values that held.)
const QUIET_MS = 1_200;

// The service worker would answer some calls itself, out of page.route's reach.
test.use({ serviceWorkers: 'block' });

declare global {
  interface Window {
    __layoutShift: { value: number; sources: string[] };
  }
}

/** Sums every layout shift not caused by input, with the elements that moved (for the failure message). */
function observeLayoutShift() {
  window.__layoutShift = { value: 0, sources: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift.value += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        if (node instanceof Element) window.__layoutShift.sources.push(`${entry.value.toFixed(3)} ${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Delays every API answer (not the live-event stream, which never ends) and counts calls in flight. */
async function slowApi(page: Page) {
  const inFlight = { count: 0, last: Date.now() };
  await page.route(/\/api\/(?!events)/, async (route) => {
    inFlight.count += 1;
    try {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.fulfill({ response });
    } catch {
      // The page navigated away while the answer was on its way.
    } finally {
      inFlight.count -= 1;
      inFlight.last = Date.now();
    }
  });
  return inFlight;
}

/** The layout shift of one page, from its load until its API calls have been answered and drawn. */
async function layoutShiftOf(page: Page, path: string, inFlight: { count: number; last: number }) {
  await page.goto(path);
  await expect
    .poll(() => inFlight.count === 0 && Date.now() - inFlight.last >= QUIET_MS, { timeout: 20_000, intervals: [200] })
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
  // Two frames, so a shift from the last answer's render has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.__layoutShift);
}

// The pages load three at a time, each in its own tab: most of a page's time here is waiting for
// the delayed answers, and each tab measures only its own document's shifts.
const TABS = 3;

for (const [who, account] of [
  ['an owner', '100001'],
  ['the agency', '100002'],
] as const) {
  test(`every main page of ${who} keeps its layout while a slow API answers @phone`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await signIn(page, account);
    const queue = (await accountPages(page)).main;
    await context.addInitScript(observeLayoutShift);
    const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
    await Promise.all(
      tabs.map(async (tab) => {
        const inFlight = await slowApi(tab);
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const shift = await layoutShiftOf(tab, path, inFlight);
          expect.soft(shift.value, `${path}: ${shift.sources.join(' | ')}`).toBeLessThanOrEqual(CLS_BUDGET);
        }
      }),
    );
  });
}
