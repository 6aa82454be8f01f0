// Lighthouse 13 with its mobile defaults (Moto G Power, 4× CPU slowdown, 150 ms RTT, simulated) on
// Debian's Chromium: the four category scores and LCP/TBT/CLS of each page. Called by
// scripts/bench.mjs.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
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
 * `repeat`: an owner coming back. The page is loaded once, until the service worker is ready (it
 * has precached every chunk), the browser is closed and a new one opened on the same profile, and
 * the page is measured there. Measured in the browser of the first load, the renderer still held
 * that load's heap, and DevTools walked it before the page arrived: a task of up to 120 ms before
 * the document's first byte, which no returning owner's phone runs (docs/benchmarks.md).
 * `serverPid`: the server's process, kept off the page's cores (pageCores).
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
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const launch = async () => {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags, userDataDir });
    if (page.cookie) await setCookies(chrome.port, base, page.cookie);
    return chrome;
  };
  if (repeat) await installServiceWorker(await launch(), `${base}${page.path}`);
  const chrome = await launch();
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...(repeat ? { disableStorageReset: true } : {}) };
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
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Opens `url` in `chrome` until its service worker is ready, then closes the browser as a user
 * would, so the profile on disk keeps the worker and its caches.
 */
async function installServiceWorker(chrome, url) {
  try {
    const pageTarget = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()).find((t) => t.type === 'page');
    await devtools(pageTarget.webSocketDebuggerUrl, 'Page.navigate', { url });
    // Asked again until the page has loaded: an answer from the blank page before it, or lost as
    // the page replaced it, is no answer.
    const ready = `location.href !== 'about:blank' && document.readyState === 'complete' && navigator.serviceWorker.ready.then(() => true)`;
    for (let tries = 0; ; tries++) {
      const answer = await devtools(pageTarget.webSocketDebuggerUrl, 'Runtime.evaluate', { awaitPromise: true, expression: ready });
      if (answer.result?.result?.value === true) break;
      if (tries === 150) throw new Error(`no service worker on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    await devtools(await browserTarget(chrome.port), 'Browser.close').catch(() => {});
    await exited;
  } finally {
    await chrome.kill();
  }
}

async function browserTarget(port) {
  return (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()).webSocketDebuggerUrl;
}

/** One DevTools protocol call on the target at `socketUrl`; its answer. */
async function devtools(socketUrl, method, params = {}) {
  const socket = new WebSocket(socketUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answered = new Promise((resolve, reject) => {
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.id === 1) resolve(message);
    };
    socket.onclose = () => reject(new Error(`${method}: the browser closed the connection`));
  });
  socket.send(JSON.stringify({ id: 1, method, params }));
  try {
    return await answered;
  } finally {
    socket.close();
  }
}

/** Puts a Cookie header's pairs into the browser's jar for `base` (DevTools protocol, browser target). */
export async function setCookies(port, base, cookieHeader) {
  const cookies = cookieHeader.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: base };
  });
  const answer = await devtools(await browserTarget(port), 'Storage.setCookies', { cookies });
  if (answer.error) throw new Error(`cookies not set: ${answer.error.message}`);
}
