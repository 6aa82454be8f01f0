// Lighthouse 13 with its mobile defaults (Moto G Power, 4× CPU slowdown, 150 ms RTT, simulated) on
// Debian's Chromium: the four category scores and LCP/TBT/CLS of each page. Called by
// scripts/bench.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Runs Lighthouse on each `pages` entry ({name, path, cookie?}) of `base`; one result per page.
 * Cold (default): Lighthouse clears the origin's storage, cache and service worker first, as on a
 * new device or after a deploy; the cookie is sent as a header. `repeat`: the page is loaded once
 * without that reset (the service worker installs and precaches), then measured a second time.
 */
export async function benchLighthouse({ base, pages, repeat = false }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results = [];
  try {
    for (const page of pages) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}) };
      if (repeat) await lighthouse(`${base}${page.path}`, { ...flags, disableStorageReset: true }, undefined);
      const run = await lighthouse(`${base}${page.path}`, repeat ? { ...flags, disableStorageReset: true } : flags, undefined);
      const { categories, audits, finalDisplayedUrl, runtimeError } = run.lhr;
      const metric = (id) => audits[id]?.numericValue ?? Number.NaN;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        name: page.name,
        finalUrl: finalDisplayedUrl,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        fcpMs: metric('first-contentful-paint'),
        // Every request of the load, and those for scripts (issue 23: ~10 before a route is usable).
        requests: audits['network-requests']?.details?.items?.length ?? Number.NaN,
        scriptRequests: (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script').length,
        error: runtimeError?.message ?? null,
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
          .map((a) => a.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
