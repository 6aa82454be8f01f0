import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn, watchFirstPaint } from './support';

// Issue 23 point 1 for signed-in pages: the server answers the page with its first view and data
// rendered in the HTML, which paints before any script has run; the scripts load once it has
// painted and hydrate it in place: no request for the data it shows, no console error (a
// hydration mismatch is a warning), no layout shift, and the app then works as a single page.

// As on a new device or after a deploy: no service worker answers the scripts (it would bypass the hold).
test.use({ serviceWorkers: 'block' });

declare global {
  interface Window {
    __painted: Element | null;
    __sameVisit: boolean;
    __htmlChanges: string[];
  }
}

/** Opens `path` with the app's entry script held back; what the page asks the API is recorded. */
async function openHeldBack(page: Page, path: string) {
  const problems = await watchFirstPaint(page);
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  // Which attributes of <html> change: `lang`, even set to its own value, restyles the whole page.
  await page.addInitScript(() => {
    window.__htmlChanges = [];
    // The document, not its element: that does not exist yet when this runs.
    new MutationObserver((records) =>
      window.__htmlChanges.push(...records.filter((record) => record.target === document.documentElement).map((record) => record.attributeName ?? '')),
    ).observe(document, { attributes: true, subtree: true });
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return {
    problems,
    api,
    /** Lets the scripts run and waits until `selector`'s element is hydrated: the same element, now React's. */
    async hydrate(selector: string) {
      await page.evaluate((s) => (window.__painted = document.querySelector(s)), selector);
      release();
      await page.waitForFunction((s) => {
        const element = document.querySelector(s);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      }, selector);
      expect(await page.evaluate((s) => window.__painted !== null && document.querySelector(s) === window.__painted, selector)).toBe(true);
      expect(await page.evaluate(() => window.__shift)).toBeLessThanOrEqual(0.02);
      // The server's <html> is kept as it is: the app's ready mark is added, and on a touch screen
      // pull-to-refresh's overscroll-behavior (not inherited: it restyles <html> alone).
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect((await page.evaluate(() => window.__htmlChanges)).filter((name) => name !== 'style')).toEqual(['data-app']);
    },
  };
}

test("the overview paints with the account's figures before any script, then hydrates in place and works @phone", async ({ page }) => {
  await signIn(page, '100002');
  const opened = await openHeldBack(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your year 2026' })).toBeVisible();
  await expect(page.getByText('Occupancy', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('#root')?.getAttribute('data-locale'))).toBe('en');
  // Nothing has run: the HTML alone shows this (no script has loaded the app).
  expect(await page.evaluate(() => Object.keys(document.querySelector('#main h1')!).some((key) => key.startsWith('__reactFiber')))).toBe(false);

  await opened.hydrate('#main h1');
  // Its HTML carried only the CSS it uses; the whole stylesheet has loaded before it hydrated.
  expect(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.sheet !== null))).toEqual([true]);
  // The data came with the HTML: the page asked neither the session nor the overview again.
  expect(opened.api.filter((path) => path === '/api/dashboard' || path === '/api/profile')).toEqual([]);
  await expectAccessible(page);
  // Hydrated, the app moves between pages without loading a new document.
  await page.evaluate(() => (window.__sameVisit = true));
  await page.getByRole('navigation', { name: /main|primary/i }).getByRole('link', { name: 'Reservations' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arrivals' })).toBeVisible();
  expect(await page.evaluate(() => window.__sameVisit)).toBe(true);
  expect(opened.problems).toEqual([]);
});

for (const { name, path, account, heading, data, endpoint, tap } of [
  { name: 'arrivals', path: '/reservations/arrivals', account: '100002', heading: 'Arrivals', data: /Paul Fischer|Lena Wagner|Marie Schmidt/, endpoint: '/api/reservations' },
  { name: 'payments', path: '/payments-overview', account: '100002', heading: 'Payments', data: /Balance/, endpoint: '/api/payments' },
  // Its sharing panel shares a boundary with the lazy iCal import section, whose chunk comes late
  // here: hydration waits for it, so a tap right after hydrating answers.
  {
    name: "a home's calendar",
    path: '/bookings/calendar/HR2731.100.1',
    account: '100001',
    heading: 'Booking calendar',
    data: /Villa Marija|HR2731/,
    endpoint: '/api/calendar/',
    tap: { button: 'Show the calendar address', shows: 'Calendar address (iCal)', lateChunk: /\/calendar-import-section-[^/]+\.js$/ },
  },
]) {
  test(`${name} paints with its data before any script and hydrates in place`, async ({ page }) => {
    await signIn(page, account);
    if (tap) {
      await page.route(tap.lateChunk, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    }
    const opened = await openHeldBack(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(data).first()).toBeVisible();
    await opened.hydrate('#main h1');
    expect(opened.api.filter((called) => called.startsWith(endpoint))).toEqual([]);
    if (tap) {
      await page.getByRole('button', { name: tap.button }).click();
      await expect(page.getByLabel(tap.shows)).toBeVisible();
    }
    expect(opened.problems).toEqual([]);
  });
}

test('a button tapped before any script has run is tapped again once the page has taken over @phone', async ({ page }) => {
  await signIn(page, '100002');
  const opened = await openHeldBack(page, '/payments-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  // A menu on a wide screen, a sheet on a phone.
  const supportCenter = page.getByRole('menu', { name: 'Support center' }).or(page.getByRole('dialog', { name: 'Support center' }));
  await page.getByRole('button', { name: 'Support center' }).click();
  // Nothing has run: nothing opens yet, but the tap is kept.
  await expect(supportCenter).toBeHidden();
  await opened.hydrate('#main h1');
  await expect(supportCenter).toBeVisible();
  expect(opened.problems).toEqual([]);
});

// A phone may paint before the whole HTML has come (the parser yields for a first paint): the tabs
// parsed so far must already sit where they stay, or each that arrives moves the others (a shift).
test('a first paint while the HTML is still arriving lays out the tab bar as it stays @phone', async ({ page }) => {
  await signIn(page, '100002');
  await page.setViewportSize({ width: 390, height: 844 });
  const html = await (await page.request.get('/reservations/arrivals')).text();
  const list = html.indexOf('<ul', html.indexOf('aria-label="Main"'));
  const cut = html.indexOf('</li>', html.indexOf('</li>', list) + 1) + '</li>'.length;
  expect(list).toBeGreaterThan(0);
  // The page without its scripts (their relative addresses would not load here anyway).
  const withoutScripts = (markup: string) => markup.replace(/<script[\s\S]*?<\/script>/g, '');
  const tabs = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('listitem');
  // A blank page first: written into the portal's page, the HTML would keep that page's CSP, which
  // allows no other inline style.
  await page.goto('about:blank');
  await page.setContent(withoutScripts(html.slice(0, cut)));
  const early = await Promise.all([0, 1].map((i) => tabs.nth(i).boundingBox()));
  await page.setContent(withoutScripts(html));
  expect(await tabs.count()).toBeGreaterThan(2);
  const whole = await Promise.all([0, 1].map((i) => tabs.nth(i).boundingBox()));
  expect(early).toEqual(whole);
});

// Issue 23: what starts below a phone's fold (a page's later sections, a long list's cards) is
// skipped by style and layout until it comes near; it is still there for a screen reader, and a
// focus ring in it shows whole (its paint containment would cut it off).
test('on a phone what starts below the fold renders once near, and its focus rings show whole @phone-only', async ({ page }) => {
  await signIn(page, '100002', { at: '/payments-overview' });
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  const rendered = (name: string) => page.getByRole('heading', { name, exact: true }).evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered('Balance')).toBe(true);
  expect(await rendered('Account entries')).toBe(false);
  await expect(page.getByRole('heading', { name: 'Account entries' })).toBeAttached();

  const link = page.getByRole('link', { name: 'Statements and year-end reports' });
  // Reached by the keyboard, so it shows its ring.
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((element) => {
    let block = element.parentElement;
    while (block && getComputedStyle(block).contentVisibility !== 'auto') block = block.parentElement;
    const style = getComputedStyle(element);
    return { outside: parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset), margin: parseFloat(getComputedStyle(block!).overflowClipMargin) };
  });
  expect(ring.outside).toBeGreaterThan(0);
  expect(ring.margin).toBeGreaterThanOrEqual(ring.outside);
  expect(await rendered('Account entries')).toBe(true);
});

// A first view loads, after its inline CSS, only the stylesheet's class rules: adding the whole
// sheet restyled every element. Both together must style each element as the whole sheet does.
for (const { path, account } of [
  { path: '/', account: '100002' },
  { path: '/reservations/arrivals', account: '100002' },
  { path: '/payments-overview', account: '100002' },
  { path: '/bookings/calendar/HR2731.100.1', account: '100001' },
]) {
  test(`${path} as a first view styles every element as the whole stylesheet does`, async ({ page }) => {
    await signIn(page, account, { at: path });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.waitForLoadState('networkidle');
    // Compared as styled, not as laid out: skipped blocks are rendered, nothing keeps focus, and
    // values a browser gives from the layout are left out (a closed <details>' content has none).
    const LAID_OUT = /^(?:width|height|block-size|inline-size|top|right|bottom|left|inset-.*|grid-template-(?:rows|columns)|(?:transform|perspective)-origin)$/;
    const styles = async () => {
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        for (const element of document.querySelectorAll<HTMLElement>('#root *')) {
          if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
        }
        // The blur's transitions, at their end.
        for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      });
      return page.evaluate((laidOutSource) => {
        const laidOut = new RegExp(laidOutSource);
        return {
          sheets: [...document.styleSheets].map((sheet) => sheet.href?.replace(/.*\//, '') ?? 'inline'),
          elements: [...document.querySelectorAll('#root *')].map((element) => {
            const style = getComputedStyle(element);
            const styled = [...style].filter((name) => !laidOut.test(name));
            return { label: `${element.tagName} ${element.getAttribute('class') ?? ''}`, values: Object.fromEntries(styled.map((name) => [name, style.getPropertyValue(name)])) };
          }),
        };
      }, LAID_OUT.source);
    };
    const firstView = await styles();
    expect(firstView.sheets).toEqual(['inline', expect.stringMatching(/^main-[^.]+\.classes\.css$/)]);
    expect(firstView.elements.length).toBeGreaterThan(100);
    // The same page, its inline CSS and class rules swapped for the whole stylesheet.
    await page.evaluate(async () => {
      const classRules = document.querySelector<HTMLLinkElement>('link[rel=stylesheet]')!;
      const whole = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: classRules.href.replace(/\.classes\.css$/, '.css') });
      const loaded = new Promise((resolve) => whole.addEventListener('load', resolve));
      document.head.append(whole);
      await loaded;
      classRules.remove();
      document.querySelector('head style')!.remove();
    });
    const whole = await styles();
    expect(whole.sheets).toEqual([expect.stringMatching(/^main-[^.]+\.css$/)]);
    expect(whole.elements.map(({ label }) => label)).toEqual(firstView.elements.map(({ label }) => label));
    const differing = firstView.elements.flatMap(({ label, values }, index) =>
      Object.entries(values)
        .filter(([name, value]) => whole.elements[index]?.values[name] !== value)
        .map(([name, value]) => `${label} ${name}: ${value} (whole sheet: ${whole.elements[index]?.values[name]})`),
    );
    expect(differing.slice(0, 5)).toEqual([]);
  });
}

test.describe('far from the server’s time zone', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("the inbox's days and times are the browser's in its HTML too: it hydrates without a mismatch", async ({ page }) => {
    // The app keeps the browser's zone in a cookie from its first page on; the next is rendered in it.
    await signIn(page, '100002');
    await expect.poll(async () => decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'portal_tz')?.value ?? '')).toBe('Pacific/Kiritimati');
    const opened = await openHeldBack(page, '/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await opened.hydrate('#main h1');
    expect(opened.problems).toEqual([]);
  });
});
