// npm run bench: the figures of targets.md this build can show, measured on this machine.
// - bytes each first route loads before it is usable (JS and CSS, gzip and brotli);
// - the server's cold start (first start with the demo seed, then a reopen) and idle memory;
// - Lighthouse (mobile defaults) on login, overview, reservations, a home's calendar and payments,
//   cold (cookie, no cache, no service worker) and as a repeat visit;
// - reads (reservations, overview, inbox) at 500 requests/s and at full speed, on the embedded
//   database and on a throwaway PostgreSQL 15;
// - sign-in under a storm of 50 clients against the hashing bound, and what it costs other requests;
// - live events: 10,000 streams, memory per stream, delivery p99, on both databases.
// BENCH_ONLY=bytes,start,lighthouse,reads,signin,sse,timeline runs a subset; BENCH_DB=pglite|postgres one database;
// BENCH_LIGHTHOUSE_RUNS=n Lighthouse runs per page (the median is printed; 3 by default);
// BENCH_LIGHTHOUSE_SHARED=1 lets the page share its cores with the harness (bench-lighthouse.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { catalogBudget, lazyChunks, routeBudget } from './budget.mjs';
import { benchLighthouse, pageCores } from './bench-lighthouse.mjs';
import { benchReads, pacedReads, queriesPerRequest, READ_ENDPOINTS } from './bench-reads.mjs';
import { rssMb, sessionCookie, startServer, stopServer } from './bench-server.mjs';
import { benchSignIn } from './bench-sign-in.mjs';
import { benchCalendar } from './bench-calendar.mjs';
import { benchSse } from './bench-sse.mjs';
import { routePages } from './catalog-split.mjs';
import { benchTimeline } from './bench-timeline.mjs';
import { routeShells } from './route-chunks.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const SSE_CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 10_000);
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 10);
// Lighthouse's TBT on this 2-core machine varies by a factor of two from run to run: a median.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const only = new Set((process.env.BENCH_ONLY ?? 'bytes,start,lighthouse,reads,signin,sse,timeline').split(','));
const databases = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
const base = `http://127.0.0.1:${PORT}`;

// 10,000 streams need as many sockets in this process as in the server: raise our own limit to
// the hard limit (the server gets the same, see bench-server.mjs).
const FILE_LIMIT = Number(spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim()) || 4096;
spawnSync('prlimit', ['--pid', String(process.pid), `--nofile=${FILE_LIMIT}:${FILE_LIMIT}`]);

if (!existsSync(path.join(root, 'dist/meta.json')) || process.argv.includes('--build')) {
  spawnSync(process.execPath, [path.join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const ms = (n) => `${Number(n).toFixed(1)} ms`;
const mark = (ok) => (ok ? 'ok' : 'MISS');
console.log(`Machine: ${availableParallelism()} cores; load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

if (only.has('bytes')) {
  console.log('\nBytes before each route is usable (JS gzip / brotli, CSS gzip / brotli, en catalog gzip; budgets: login ≤ 130, any route ≤ 180, CSS ≤ 25 kB gzip)');
  for (const name of new Set(routeShells.map((shell) => shell.name))) {
    const sources = routeShells.find((shell) => shell.name === name).sources;
    const { files, js, css } = routeBudget(sources);
    const catalog = catalogBudget(sources);
    const budget = name === 'login' ? 130_000 : 180_000;
    console.log(
      `  ${name.padEnd(16)} JS ${kB(js.gzip)} / ${kB(js.brotli)}  CSS ${kB(css.gzip)} / ${kB(css.brotli)}  catalog ${kB(catalog.gzip)}  (${files} files) ${mark(js.gzip <= budget && css.gzip <= 25_000)}`,
    );
  }
  console.log('  Pages without a shell of their own (after index.html: page, layout, container)');
  const shellSources = new Set(routeShells.flatMap((shell) => shell.sources));
  for (const page of new Set(routePages().map((row) => row.source))) {
    if (shellSources.has(page)) continue;
    const guest = routePages().find((row) => row.source === page).guest;
    const sources = [page, guest ? 'src/features/shell/logged-out.layout.tsx' : 'src/app/logged-in-area.tsx', 'src/app/container.ts'];
    const { files, js } = routeBudget(sources);
    console.log(`  ${path.basename(page).replace(/\.tsx?$/, '').padEnd(26)} JS ${kB(js.gzip)} / ${kB(js.brotli)}  catalog ${kB(catalogBudget(sources).gzip)}  (${files} files) ${mark(js.gzip <= 180_000)}`);
  }
  const largest = lazyChunks().sort((a, b) => b.gzip - a.gzip)[0];
  if (largest) console.log(`  largest lazy chunk ${path.basename(largest.file)} ${kB(largest.gzip)} ${mark(largest.gzip <= 40_000)} (budget ≤ 40 kB)`);
}
// Only the byte counts asked for: no server, no database.
if ([...only].every((part) => part === 'bytes')) process.exit(0);

// Bench accounts and the PostgreSQL cluster helpers are TypeScript: bundled once for this run.
const helpers = path.join(root, '.tmp/bench-accounts.mjs');
await esbuild.build({ entryPoints: [path.join(root, 'scripts/bench-accounts.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: helpers, logLevel: 'warning' });
const { addBenchAccounts, startThrowawayCluster, postgresInstalled } = await import(helpers);

// The bench holds every stream with one session from one address: the server's stream limits make room.
const streamLimits = { LIVE_STREAMS_PER_SESSION: String(SSE_CLIENTS), LIVE_STREAMS_PER_ADDRESS: String(SSE_CLIENTS) };
const baseEnv = { PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: base, LOGIN_RATE_LIMIT_PER_MINUTE: '1000000', CODES_PER_ACCOUNT_PER_HOUR: '1000000', LOG_LEVEL: 'error', DEMO_MODE: 'true', ...streamLimits };

/** Reads at 500 requests/s and at full speed, per endpoint. */
async function reads(label, cookie, pid) {
  console.log(`\nReads on ${label}, as the agency (24 houses), up to ${CLIENTS} connections (target p99 ≤ 25 ms at 500 req/s sent evenly, after 2 s of warm-up; max ≥ 2,000 req/s on PostgreSQL).`);
  console.log(`  "in bursts": autocannon's overallRate, each connection's share of a second sent back to back at its start; "max": ${CLIENTS} connections as fast as they go.`);
  for (const [name, paths] of Object.entries(READ_ENDPOINTS)) {
    const queries = await queriesPerRequest({ base, cookie, paths });
    // Two seconds at the same rate first, not counted: the figures are the warm server's, not its JIT's first minutes.
    await pacedReads({ base, cookie, paths, clients: CLIENTS, seconds: 2, rate: 500 });
    const paced = await pacedReads({ base, cookie, paths, clients: CLIENTS, seconds: READ_SECONDS, rate: 500 });
    const bursts = await benchReads({ base, cookie, paths, clients: CLIENTS, seconds: READ_SECONDS, rate: 500 });
    const max = await benchReads({ base, cookie, paths, clients: CLIENTS, seconds: Math.max(3, READ_SECONDS / 2), rate: 0 });
    console.log(
      `  ${name.padEnd(28)} at 500/s: ${paced.perSecond.toFixed(0)} req/s, median ${ms(paced.median)}, p99 ${ms(paced.p99)}, ${paced.errors} errors ${mark(paced.p99 <= 25 && paced.errors === 0)}` +
        ` | in bursts of ${CLIENTS}: p99 ${ms(bursts.p99)} | max ${max.perSecond.toFixed(0)} req/s (p99 ${ms(max.p99)}) | ${queries ?? '?'} queries/request`,
    );
  }
  const calendar = await benchCalendar({ base, cookie, clients: CLIENTS, seconds: READ_SECONDS, rate: 500 });
  console.log(`  ${'GET /api/calendar/{code}'.padEnd(28)} at 500/s: median ${ms(calendar.median)}, p99 ${ms(calendar.p99)}, ${calendar.errors} errors over ${calendar.homes} homes ${mark(calendar.p99 <= 25 && calendar.errors === 0)}`);
  console.log(`  RSS after the reads ${rssMb(pid).toFixed(0)} MB`);
}

/** 10,000 streams of the agency's session: the server's RSS (its worker threads included) and delivery p99. */
async function liveEvents(label, cookie, pid) {
  console.log(`\nGET /api/events on ${label}: ${SSE_CLIENTS} concurrent streams (BENCH_SSE_CLIENTS; target 10,000 within 400 MB, delivery p99 ≤ 150 ms; load average ${loadavg()[0].toFixed(1)})`);
  const sse = await benchSse({ base, cookie, clients: SSE_CLIENTS, pid });
  console.log(
    `  held ${sse.held}, failed ${sse.failed}, RSS ${sse.rssMb} MB (${sse.rssBeforeMb} MB before), ${sse.rssPerConnectionKb} kB per stream, delivery p99 ${ms(sse.deliveryP99Ms)} (median ${ms(sse.deliveryP50Ms)}, first stream ${ms(sse.firstArrivalMs)}) ${mark(sse.held >= SSE_CLIENTS && sse.rssMb <= 400 && sse.deliveryP99Ms <= 150)}`,
  );
}

async function signInStorm(label, cookie, accounts) {
  console.log(`\nSign-in storm on ${label}: ${accounts.length} clients on POST /api/login for 15 s`);
  const storm = await benchSignIn({ base, cookie, accounts: accounts.slice(1), verifier: accounts[0], seconds: 15 });
  const share = storm.signInsPerSecond / storm.boundPerSecond;
  console.log(`  one argon2id hash ${ms(storm.hashMs)} → bound ${storm.boundPerSecond.toFixed(1)} sign-ins/s on ${availableParallelism()} cores`);
  console.log(`  sign-ins ${storm.signInsPerSecond.toFixed(1)}/s = ${(share * 100).toFixed(0)} % of the bound ${mark(share >= 0.9)} (login p99 ${ms(storm.loginP99)}, ${storm.failures} failures)`);
  console.log(`  other requests (health, reservations) p99 ${ms(storm.othersP99)} over ${storm.othersCount}, ${storm.othersErrors} errors ${mark(storm.othersP99 <= 50)}`);
  console.log(`  code step (/api/login/verify) p99 ${ms(storm.verifyP99)} over ${storm.verifyCount} ${mark(storm.verifyP99 <= 50)}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
try {
  if (databases.includes('pglite')) {
    const env = { ...baseEnv, DATA_DIR: dataDir };
    let server = await startServer(env, { fileLimit: FILE_LIMIT });
    if (only.has('start')) {
      console.log('\nServer start (embedded PostgreSQL)');
      console.log(`  first start with demo seed  ${ms(server.ms)}  ${mark(server.ms <= 15_000)} (target ≤ 15 s)`);
      await stopServer(server.child);
      server = await startServer(env, { fileLimit: FILE_LIMIT });
      console.log(`  reopen                      ${ms(server.ms)}  ${mark(server.ms <= 2_000)} (target ≤ 2 s)`);
      await new Promise((r) => setTimeout(r, 1000));
      console.log(`  RSS at idle                 ${rssMb(server.child.pid).toFixed(0)} MB  ${mark(rssMb(server.child.pid) <= 400)} (aim ≤ 400 MB)`);
    }
    // Bench accounts, added while the server is stopped (PGlite has one writer).
    await stopServer(server.child);
    const accounts = await addBenchAccounts({ dataDir, databaseUrl: null }, CLIENTS);
    server = await startServer(env, { fileLimit: FILE_LIMIT });
    const agency = await sessionCookie(base, '100002');

    if (only.has('lighthouse')) {
      // After the post-start VACUUM ANALYZE (see reads below): it takes a core the page would use.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, server.startedAt + 15_000 - performance.now())));
      console.log(`\nLighthouse 13, mobile defaults, the median of ${LIGHTHOUSE_RUNS} runs per page (goal: performance ≥ 95, the others 100; LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02)`);
      const cores = pageCores();
      console.log(cores ? `  the page's renderer on cores ${cores.page}; server, Lighthouse and the rest of Chromium on core ${cores.harness}` : '  page, server, Lighthouse and Chromium sharing every core');
      // Signed in with the session cookie but nothing cached (issue 23): the agency's overview,
      // reservations and payments, and an owner's calendar of one home.
      const signedIn = `${agency}; portal_signed_in=1`;
      const owner = `${await sessionCookie(base, '100001')}; portal_signed_in=1`;
      const pages = [
        { name: 'login', path: '/login' },
        { name: 'overview', path: '/', cookie: signedIn },
        { name: 'reservations', path: '/reservations/arrivals', cookie: signedIn },
        { name: 'calendar', path: '/bookings/calendar/HR2731.100.1', cookie: owner },
        { name: 'payments', path: '/payments-overview', cookie: signedIn },
      ];
      const line = (r) => {
        const good = r.performance >= 95 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100 && r.lcpMs <= 1800 && r.tbtMs <= 150 && r.cls <= 0.02;
        console.log(
          `  ${r.name.padEnd(13)} performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo};` +
            ` LCP ${ms(r.lcpMs)}, TBT ${ms(r.tbtMs)} (runs: ${r.tbtRuns.map((t) => t.toFixed(0)).join(', ')} ms; by thread time: ${r.cpuTbtRuns.map((t) => t.toFixed(0)).join(', ')} ms), CLS ${r.cls.toFixed(3)}, ${r.scriptRequests} scripts / ${r.requests} requests ${mark(good)}${r.error ? `  (Lighthouse: ${r.error})` : ''}${r.failing.length ? `  (below 0.9: ${r.failing.join(', ')})` : ''}`,
        );
      };
      console.log('  cold (new device: cookie, no cache, no service worker)');
      for (const r of await benchLighthouse({ base, pages, runs: LIGHTHOUSE_RUNS, serverPid: server.child.pid })) line(r);
      console.log('  repeat visit (service worker installed by a first visit; measured in a new browser on its profile)');
      for (const r of await benchLighthouse({ base, pages, repeat: true, runs: LIGHTHOUSE_RUNS, serverPid: server.child.pid })) line(r);
    }
    if (only.has('reads')) {
      // PGlite's VACUUM ANALYZE, 10 s after a start (src/server/serve.ts), holds the database for about
      // a second: the reads measure the server after it, as it runs for the rest of its life.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, server.startedAt + 15_000 - performance.now())));
      await reads('PGlite (worker thread)', agency, server.child.pid);
    }
    if (only.has('timeline')) {
      const timeline = await benchTimeline({ base, cookie: agency });
      console.log(`\nMulti-home timeline in Chromium at 4× CPU slowdown, as the agency (${timeline.homes} homes × 31 days = ${timeline.cells} cells; target: render and a keyboard move < 100 ms)`);
      console.log(`  first render after navigation ${ms(timeline.firstRenderMs)}; month switch: loading ${ms(timeline.loadSwitchMs)} ${mark(timeline.loadSwitchMs < 100)}, already loaded ${ms(timeline.cachedSwitchMs)} ${mark(timeline.cachedSwitchMs < 100)}; keyboard move ${ms(timeline.keyMoveMs)} ${mark(timeline.keyMoveMs < 100)}`);
    }
    if (only.has('signin')) {
      await signInStorm('PGlite', agency, accounts);
      console.log(`  RSS after the storm ${rssMb(server.child.pid).toFixed(0)} MB`);
    }
    if (only.has('sse')) {
      // The streams are measured on a server of their own (what the read and sign-in storms left in
      // memory is printed above, not counted here), after the post-start VACUUM ANALYZE, which would
      // otherwise land amid the streams' opening or the deliveries.
      if (only.has('reads') || only.has('signin')) {
        await stopServer(server.child);
        server = await startServer(env, { fileLimit: FILE_LIMIT });
      }
      const cookie = await sessionCookie(base, '100002');
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, server.startedAt + 15_000 - performance.now())));
      await liveEvents('PGlite', cookie, server.child.pid);
    }
    await stopServer(server.child);
  }

  if (databases.includes('postgres') && (only.has('reads') || only.has('signin') || only.has('sse'))) {
    if (!postgresInstalled()) {
      console.log('\nPostgreSQL 15 is not installed (/usr/lib/postgresql/15/bin): its figures are missing.');
    } else {
      const cluster = await startThrowawayCluster();
      try {
        const env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: cluster.adminUrl };
        let server = await startServer(env, { fileLimit: FILE_LIMIT });
        const accounts = await addBenchAccounts({ dataDir, databaseUrl: cluster.adminUrl }, CLIENTS);
        const agency = await sessionCookie(base, '100002');
        if (only.has('reads')) await reads('PostgreSQL 15 (throwaway cluster)', agency, server.child.pid);
        if (only.has('signin')) await signInStorm('PostgreSQL 15', agency, accounts);
        if (only.has('sse')) {
          // On a server of its own, as on PGlite; the server process only: the cluster's own memory is PostgreSQL's, as on a real deployment.
          if (only.has('reads') || only.has('signin')) {
            await stopServer(server.child);
            server = await startServer(env, { fileLimit: FILE_LIMIT });
          }
          await liveEvents('PostgreSQL 15 (server process; the cluster not counted)', await sessionCookie(base, '100002'), server.child.pid);
        }
        await stopServer(server.child);
      } finally {
        await cluster.stop();
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
