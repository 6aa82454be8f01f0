// Lighthouse 13 with its mobile defaults (Moto G Power, 4× CPU slowdown, 150 ms RTT, simulated) on
// Debian's Chromium: the four category scores and LCP/TBT/CLS of each page. Called by
// scripts/bench.mjs.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuBlockingMs } from './cpu-blocking.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The page's cores and the harness's, when the page can have a core to itself.
 * Lighthouse simulates a phone from the trace: every task's *wall* time, times four. On a 2-core
 * machine the page's main thread shares the cores with the server, Lighthouse and Chromium's own
 * browser and GPU processes, none of which run on the phone. Each time it waits for a core,
 * Lighthouse counts four times the wait as blocking time. That swung TBT by up to 700 ms between
 * runs of the same build (docs/benchmarks.md). Lighthouse names this "client resource contention"
 * (docs/variability.md) and a controlled lab avoids it. So Chromium's renderers get every core but
 * the first, and this process, the server and the rest of Chromium get the first. Without two cores
 * or `taskset` (util-linux), and with BENCH_LIGHTHOUSE_SHARED=1, everything shares every core.
 */
export function pageCores() {
  const cores = availableParallelism();
  if (cores < 2 || process.env.BENCH_LIGHTHOUSE_SHARED === '1') return null;
  if (spawnSync('taskset', ['--version']).status !== 0) return null;
  return { page: `1-${cores - 1}`, harness: '0', all: `0-${cores - 1}` };
}

/** Pins every thread of each process to `cpus` (a taskset list). */
function pin(pids, cpus) {
  for (const pid of pids) spawnSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], { stdio: 'ignore' });
}

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
 * second time. `serverPid`: the server's process, kept off the page's cores (pageCores).
 */
export async function benchLighthouse({ base, pages, repeat = false, runs = 1, serverPid }) {
  const cores = pageCores();
  // Chromium, started by this process, inherits its cores; its renderers get theirs as they start.
  if (cores) pin([process.pid, serverPid].filter(Boolean), cores.harness);
  try {
    const results = [];
    for (const page of pages) {
      const measured = [];
      for (let tries = 0; measured.length < runs && tries < runs + 1; tries++) {
        const result = await runOnce(base, page, repeat, cores);
        if (!result.error || tries === runs) measured.push(result);
      }
      const sorted = [...measured].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      results.push({ ...sorted[Math.floor((sorted.length - 1) / 2)], tbtRuns: measured.map((r) => r.tbtMs), cpuTbtRuns: measured.map((r) => r.cpuTbtMs) });
    }
    return results;
  } finally {
    if (cores) pin([process.pid, serverPid].filter(Boolean), cores.all);
  }
}

async function runOnce(base, page, repeat, cores) {
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    // One renderer: the page loads in the renderer that was traced from the start. A renderer started
    // for it after tracing began missed the trace's navigation start one run in four (NO_NAVSTART).
    '--renderer-process-limit=1',
    ...(cores ? [`--renderer-cmd-prefix=taskset --cpu-list ${cores.page}`] : []),
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags });
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
