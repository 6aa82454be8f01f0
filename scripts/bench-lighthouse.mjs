// Lighthouse 13 with its mobile defaults (Moto G Power, 4× CPU slowdown, 150 ms RTT, simulated) on
// Debian's Chromium: the four category scores and LCP/TBT/CLS of each page. Called by
// scripts/bench.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuBlockingMs } from './cpu-blocking.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Runs Lighthouse on each `pages` entry ({name, path, cookie?}) of `base`, `runs` times; for each
 * page, the run with the median performance score, with every run's TBT (`tbtRuns`): on a 2-core
 * machine one run's TBT can be twice another's. A run Lighthouse could not trace (NO_NAVSTART,
 * now and then on this Chromium) is taken again, once.
 * Each run gets a Chrome of its own (a new profile), its cookies set in the browser's jar as a
 * signed-in owner's are: sent as a Lighthouse header instead, they were replaced by the jar's as
 * soon as the page set a cookie of its own (the time zone), and the page was signed out mid-run.
 * Cold (default): nothing cached and no service worker, as on a new device or after a deploy.
 * `repeat`: the page is loaded once (the service worker installs and precaches), then measured a
 * second time.
 */
export async function benchLighthouse({ base, pages, repeat = false, runs = 1 }) {
  const results = [];
  for (const page of pages) {
    const measured = [];
    for (let tries = 0; measured.length < runs && tries < runs + 1; tries++) {
      const result = await runOnce(base, page, repeat);
      if (!result.error || tries === runs) measured.push(result);
    }
    const sorted = [...measured].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
    results.push({ ...sorted[Math.floor((sorted.length - 1) / 2)], tbtRuns: measured.map((r) => r.tbtMs), cpuTbtRuns: measured.map((r) => r.cpuTbtMs) });
  }
  return results;
}

async function runOnce(base, page, repeat) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    if (page.cookie) await setCookies(chrome.port, base, page.cookie);
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...(repeat ? { disableStorageReset: true } : {}) };
    if (repeat) await lighthouse(`${base}${page.path}`, flags, undefined);
    const run = await lighthouse(`${base}${page.path}`, flags, undefined);
    const { categories, audits, finalDisplayedUrl, runtimeError } = run.lhr;
    const metric = (id) => audits[id]?.numericValue ?? Number.NaN;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      name: page.name,
      finalUrl: finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      // The same run's TBT had each task taken its thread time (scripts/cpu-blocking.mjs).
      cpuTbtMs: cpuBlockingMs(run.artifacts.Trace?.traceEvents ?? []),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      // Every request of the load, and those for scripts (issue 23: ~10 before a route is usable).
      requests: audits['network-requests']?.details?.items?.length ?? Number.NaN,
      scriptRequests: (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script').length,
      error: runtimeError?.message ?? null,
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** Puts a Cookie header's pairs into the browser's jar for `base` (DevTools protocol, browser target). */
export async function setCookies(port, base, cookieHeader) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const cookies = cookieHeader.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: base };
  });
  const answered = new Promise((resolve) => {
    socket.onmessage = (event) => resolve(JSON.parse(event.data));
  });
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  const answer = await answered;
  socket.close();
  if (answer.error) throw new Error(`cookies not set: ${answer.error.message}`);
}
