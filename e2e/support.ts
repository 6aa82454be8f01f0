import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Cookie, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Owner-2026';

/**
 * The page states scanned in this run, by any worker (a file in the run's data directory, see
 * playwright.config.ts). Many journeys pass the same page in the same state (the overview after a
 * sign-in, a list before its filter…): axe takes a second or more per run, and a second run of the
 * same state finds nothing the first did not.
 */
const scannedStatesFile = path.join(process.env.E2E_DATA_DIR ?? '.tmp', `axe-scanned-${process.env.E2E_RUN_ID ?? 'states'}.txt`);
const scanned = (state: string) => existsSync(scannedStatesFile) && readFileSync(scannedStatesFile, 'utf8').split('\n').includes(state);

/**
 * What makes one page state differ from another for axe: the path and query, the language, the viewport and
 * what is open or flagged on it (dialogs, expanded controls, invalid fields, alerts, the heading).
 */
async function pageState(page: Page): Promise<string> {
  const viewport = page.viewportSize();
  const state = await page.evaluate(() => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0;
    const names = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .filter(visible)
        .map((element) => element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby') ?? element.tagName)
        .join(',');
    // Another view of one path (`?view=homes`) is another state; another date of it is not.
    const query = new URLSearchParams([...new URLSearchParams(location.search)].filter(([key]) => !key.startsWith('date')));
    return [
      `${location.pathname}?${query}`,
      document.documentElement.lang,
      document.querySelector('h1')?.textContent ?? '',
      names('dialog[open], [role="dialog"], [role="alertdialog"]'),
      names('[aria-expanded="true"]'),
      names('[aria-invalid="true"]'),
      [...document.querySelectorAll('[role="alert"], [role="status"]')].filter(visible).map((element) => element.textContent?.trim() ?? '').filter(Boolean).length,
    ].join('|');
  });
  return `${viewport?.width}x${viewport?.height}|${state}`;
}

/**
 * axe for WCAG 2.2 A/AA, run in the page itself (legacy mode: the portal has no frames), reporting
 * only violations. The default runs in two pages and returns every passing node too: on the
 * 24-home timeline that took 10–16 s a scan, this 3 s. Label in name (2.5.3) is an experimental
 * rule axe leaves off; Lighthouse runs it, and found calendar days whose name lacked their text.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });

/**
 * No serious or critical WCAG 2.2 A/AA violation on the page as it is now. A state scanned before (same path, language, viewport and open or flagged parts) is not scanned again.
 */
export async function expectAccessible(page: Page) {
  const state = await pageState(page);
  if (scanned(state)) return;
  // Axe counts links scrolled under the sticky header as too small; it checks the page from the top, then puts the scroll back.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await axe(page).analyze();
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // One short append per line: the workers' lines do not interleave.
  appendFileSync(scannedStatesFile, `${state.replaceAll('\n', ' ')}\n`);
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

/**
 * The sessions this worker process signed in through the form, by owner number. Each worker has its
 * own server and database (playwright.config.ts), and a worker runs one journey at a time, so a
 * session signed in by one journey can carry the next one past the form: the form costs seconds.
 */
const storedSessions = new Map<string, Cookie[]>();
const SESSION_COOKIES = new Set(['portal_session', '__Host-portal_session', 'portal_signed_in']);

/**
 * Signs in fully. By default it reuses the session this worker signed in as that owner before and
 * opens the overview; when there is none, or it has ended (a journey signed out, changed the
 * password…) or stepped up (a journey expecting the step-up prompt must meet it), it signs in
 * through the API with the code from the demo outbox (the sign-in journeys test the form; this
 * takes a tenth of its time). `{ form: true }` always goes through the login form and the code,
 * landing where a fresh sign-in lands (/tax-id for an owner with a missing tax number). `at` opens
 * that page instead of the overview; `surveyBanner` lets the survey banner open when it is due.
 */
export async function signIn(page: Page, userID: string, options: { form?: boolean; at?: string; surveyBanner?: boolean } = {}) {
  // The survey banner opens 30 s after the app starts, over whatever a longer journey clicks next:
  // only its own journey meets it (as only the consent journey meets the consent prompt).
  if (!options.surveyBanner) await answerSurveyNotDue(page);
  if (options.form) return signInWithForm(page, userID);
  const stored = storedSessions.get(userID);
  if (!stored || !(await resumes(page, stored))) await signInThroughApi(page, userID);
  // Straight to the journey's first page: each full load of the app costs about a second of CPU.
  await page.goto(options.at ?? '/');
  await expect(page).not.toHaveURL(/\/(login|2fa)([?#]|$)/);
}

/**
 * Opens `path` inside the running app, as a click on a link to it would (wouter follows
 * `history.pushState`): a full load per step cost a journey about a second of CPU each. A journey
 * that tests a full load (a deep link, a reload, a changed cookie) uses `page.goto`.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Answers the page's survey-banner question with "not due". Through the browser's own interception
 * of that one address: `page.route` would pass every request of the page through the test runner,
 * which made each page load of a journey about 0.8 s slower.
 */
async function answerSurveyNotDue(page: Page) {
  const notDue = Buffer.from(JSON.stringify({ due: false, lastBoxClosingDate: null, feedbackGiven: false })).toString('base64');
  const browser = await page.context().newCDPSession(page);
  browser.on('Fetch.requestPaused', ({ requestId }) => {
    void browser.send('Fetch.fulfillRequest', { requestId, responseCode: 200, responseHeaders: [{ name: 'content-type', value: 'application/json' }], body: notDue }).catch(() => {
      // The page closed while the answer was on its way.
    });
  });
  await browser.send('Fetch.enable', { patterns: [{ urlPattern: '*/api/feedback-banner', requestStage: 'Request' }] });
}

async function signInWithForm(page: Page, userID: string) {
  await page.goto('/login');
  const since = new Date(Date.now() - 1000).toISOString();
  await submitCredentials(page, userID);
  await expect(page).toHaveURL(/\/2fa$/);
  const code = await latestCode(page, since);
  await page.getByLabel('Security code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // A navigation started before the code is confirmed would cancel the sign-in.
  await expect(page).not.toHaveURL(/\/(login|2fa)([?#]|$)/, { timeout: 15_000 });
  await keepSession(page, userID);
}

async function signInThroughApi(page: Page, userID: string) {
  const since = new Date(Date.now() - 1000).toISOString();
  const login = await page.request.post('/api/login', { data: { userID, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign-in of ${userID}: ${login.status()}`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const verify = await page.request.post('/api/login/verify', { data: { token, code: await latestCode(page, since) } });
  expect(verify.ok(), `code of ${userID}: ${verify.status()}`).toBe(true);
  await keepSession(page, userID);
}

async function keepSession(page: Page, userID: string) {
  const cookies = (await page.context().cookies()).filter((cookie) => SESSION_COOKIES.has(cookie.name));
  if (cookies.length > 0) storedSessions.set(userID, cookies);
}

/** Puts a stored session into the page's context; true when the server still takes it as it was signed in. */
async function resumes(page: Page, cookies: Cookie[]): Promise<boolean> {
  await page.context().addCookies(cookies);
  const profile = await page.request.get('/api/profile');
  const stepUp = profile.ok() ? await page.request.get('/api/step-up') : null;
  const fresh = stepUp?.ok() ? ((await stepUp.json()) as { freshUntil: string | null }).freshUntil : 'unknown';
  if (profile.ok() && fresh === null) return true;
  await page.context().clearCookies({ name: /^(__Host-)?portal_(session|signed_in)$/ });
  return false;
}

/**
 * The pages of the signed-in account, with the ids of its first home and first arrival: `main` are
 * the ones an owner opens every week (the layout-shift journey), `more` the rest (the
 * accessibility journey walks both).
 */
export async function accountPages(page: Page) {
  const homes = (await (await page.request.get('/api/accommodations')).json()) as { code: string }[];
  const home = encodeURIComponent(homes[0]!.code);
  const arrivals = (await (await page.request.get('/api/reservations?sort=arrival&rangeType=arrivalDate&size=1')).json()) as { content: { resNo: string }[] };
  const main = [
    '/',
    '/reservations/arrivals',
    '/reservations/departures',
    `/reservations/arrivals/${encodeURIComponent(arrivals.content[0]!.resNo)}`,
    '/inbox',
    `/bookings/calendar/${home}?date=2026-08-01`,
    `/bookings/calendar/${home}?date=2026-08-01&view=homes`,
    '/payments-overview',
    '/profile/payment-info',
    '/reviews',
    '/documents',
    '/profile',
    `/contract-prices/${home}`,
    `/property-profile/${home}/en`,
    `/property-benchmark/${home}`,
    '/opportunities',
    '/contact-list',
    '/guide',
  ];
  const more = [
    '/payments-overview/statements',
    '/documents/tax-documentation',
    `/documents/${home}/contracts`,
    '/profile/legal',
    '/profile/notifications',
    '/profile/change-address',
    '/profile/change-password',
    '/profile/sessions',
    '/profile/passwordless-login',
    '/contact-us',
    '/reference-form',
  ];
  return { main, more };
}

declare global {
  interface Window {
    /** The page's layout shifts not caused by input, summed (`watchFirstPaint`). */
    __shift: number;
  }
}

/**
 * For a first-paint journey: records the page's console errors and warnings and uncaught errors
 * (a hydration mismatch is a warning, main.tsx), and sums its layout shifts in `window.__shift`
 * from the first byte on. Returns the list the problems are added to.
 */
export async function watchFirstPaint(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    // (Playwright's own word on a blocked service worker is no problem of the page's.)
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('blocked by Playwright')) {
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return problems;
}
