// The multi-home timeline's render time in Chromium (Debian's, via Playwright), as the agency
// (24 homes × a month = 744 cells): the first render after navigation, a month switch that loads
// (one GET /api/calendar for every home) and a switch to a month already loaded (rendering only).
// Called by scripts/bench.mjs (BENCH_ONLY=timeline runs only this); loopback only.
import { chromium } from 'playwright-core';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs in the page: clicks the timeline's month button `step` (-1, 1; 0: none) and resolves with
 * the ms until the grid of `month` (yyyy-MM) has every home's row and is no longer busy (checked
 * each frame), and the time since the navigation started then (the page's clock starts there).
 */
function renderedAfter({ step, month, homes }) {
  const started = performance.now();
  if (step) document.querySelector(`button[data-month-step="${step}"]`)?.click();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (performance.now() - started > 30_000) return reject(new Error(`the timeline of ${month} did not render within 30 s`));
      const grid = document.querySelector(`table[role="grid"][data-timeline-month="${month}"]`);
      if (grid && grid.getAttribute('aria-busy') === 'false' && grid.querySelectorAll('tbody tr').length === homes) resolve({ ms: performance.now() - started, sinceNavigation: performance.now() });
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Runs in the page: an arrow key on the grid's focused cell; the ms until the next cell has the focus. */
function keyMove() {
  const cell = document.querySelector('table[role="grid"] [tabindex="0"]');
  cell.focus();
  const started = performance.now();
  cell.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
  return new Promise((resolve) => {
    const check = () => (document.activeElement !== cell ? resolve(performance.now() - started) : requestAnimationFrame(check));
    check();
  });
}

/**
 * Opens /bookings/calendar/{code}?date=2026-07-01&view=homes with the agency's session `cookie`
 * (the Cookie header) and answers {homes, cells, firstRenderMs, loadSwitchMs, cachedSwitchMs,
 * keyMoveMs} (medians over `rounds`): first render counts from the navigation's start. The CPU
 * runs 4× slower, as Lighthouse's mobile setting does (targets.md: a keyboard move < 100 ms there).
 */
export async function benchTimeline({ base, cookie, rounds = 5 }) {
  const url = new URL(base);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`benchTimeline runs against loopback only, not ${url.hostname}`);
  const homes = await (await fetch(`${url.origin}/api/accommodations`, { headers: { cookie } })).json();
  if (homes.length < 2) throw new Error('the timeline needs an account with more than one home');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const pairs = cookie.split('; ').map((pair) => pair.split('='));
    await context.addCookies([...pairs, ['portal_signed_in', '1']].map(([name, ...value]) => ({ name, value: value.join('='), url: url.origin })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const first = [];
    const loading = [];
    const cached = [];
    const moves = [];
    for (let round = 0; round < rounds; round++) {
      // A fresh page each round: nothing cached, so the first switch loads and the way back does not.
      await page.goto(`${url.origin}/bookings/calendar/${encodeURIComponent(homes[0].code)}?date=2026-07-01&view=homes`);
      first.push((await page.evaluate(renderedAfter, { step: 0, month: '2026-07', homes: homes.length })).sinceNavigation);
      loading.push((await page.evaluate(renderedAfter, { step: 1, month: '2026-08', homes: homes.length })).ms);
      cached.push((await page.evaluate(renderedAfter, { step: -1, month: '2026-07', homes: homes.length })).ms);
      moves.push(await page.evaluate(keyMove));
    }
    return { homes: homes.length, cells: homes.length * 31, firstRenderMs: median(first), loadSwitchMs: median(loading), cachedSwitchMs: median(cached), keyMoveMs: median(moves) };
  } finally {
    await browser.close();
  }
}
