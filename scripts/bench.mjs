// npm run bench: the figures of targets.md that this build can show, measured on this machine.
// - bytes of what the browser loads before the login route's first paint (and once interactive);
// - the server's cold start (first start with the demo seed, then a reopen) and idle memory;
// - latency of POST /api/login + POST /api/login/verify under 50 concurrent clients on loopback.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { routeBudget } from './budget.mjs';
import { benchCalendar } from './bench-calendar.mjs';
import { benchReservations } from './bench-reservations.mjs';
import { benchSse } from './bench-sse.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${PORT}`;

if (!existsSync(path.join(root, 'dist/meta.json')) || process.argv.includes('--build')) {
  spawnSync(process.execPath, [path.join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const ms = (n) => `${n.toFixed(1)} ms`;

console.log('\nBytes before first paint (JS gzip / brotli, CSS gzip / brotli)');
const routes = {
  'login (first paint)': ['src/app/pages/guest-pages.ts', 'src/features/shell/login.layout.tsx'],
  'login (interactive)': ['src/app/pages/guest-pages.ts', 'src/features/shell/login.layout.tsx', 'src/app/container.ts'],
  'tax-id (logged in)': ['src/app/pages/tax-id.page.tsx', 'src/app/logged-in-area.tsx', 'src/app/container.ts'],
};
for (const [name, sources] of Object.entries(routes)) {
  const { files, js, css } = routeBudget(sources);
  console.log(`  ${name.padEnd(22)} JS ${kB(js.gzip)} / ${kB(js.brotli)}  CSS ${kB(css.gzip)} / ${kB(css.brotli)}  (${files} files; budget 130 kB gzip on login)`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOGIN_RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };

/** Starts the server; resolves with the process and the ms until /api/health answered. */
async function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 25));
  }
}
const stopServer = (child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

console.log('\nServer start (embedded PostgreSQL)');
let server = await startServer();
console.log(`  first start with demo seed  ${ms(server.ms)}  (target ≤ 15 s)`);
await stopServer(server.child);
server = await startServer();
console.log(`  reopen                      ${ms(server.ms)}  (target ≤ 2 s)`);
await new Promise((r) => setTimeout(r, 1000));
console.log(`  RSS at idle                 ${rssMb(server.child.pid).toFixed(0)} MB  (aim ≤ 400 MB)`);
await stopServer(server.child);

// Bench accounts, added while the server is stopped (PGlite has one writer).
const bundle = path.join(root, '.tmp/bench-accounts.mjs');
await esbuild.build({ entryPoints: [path.join(root, 'scripts/bench-accounts.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: bundle, logLevel: 'warning' });
const { addBenchAccounts } = await import(bundle);
const accounts = await addBenchAccounts(dataDir, CLIENTS);
server = await startServer();

const post = (url, body) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
async function codeFor(recipient, since) {
  for (let i = 0; i < 400; i += 1) {
    const outbox = await (await fetch(`${base}/api/demo/outbox`)).json();
    const found = outbox.find((m) => m.recipient === recipient && m.code && m.createdAt >= since);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code for ${recipient}`);
}

const samples = [];
let errors = 0;
async function client(userID) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const since = new Date(Date.now() - 1000).toISOString();
    const t0 = performance.now();
    const login = await post('/api/login', { userID, password: 'Demo-Owner-2026' });
    const t1 = performance.now();
    if (!login.ok) {
      errors += 1;
      continue;
    }
    const { token } = await login.json();
    const code = await codeFor(`${userID}@bench.example.com`, since); // not timed: the person reads the mail
    const t2 = performance.now();
    const verify = await post('/api/login/verify', { token, code });
    const t3 = performance.now();
    if (!verify.ok) errors += 1;
    else samples.push(t1 - t0 + (t3 - t2));
  }
}
console.log(`\nPOST /api/login + /api/login/verify, ${CLIENTS} concurrent clients × ${ROUNDS} rounds`);
const benchStart = performance.now();
await Promise.all(accounts.map(client));
const seconds = (performance.now() - benchStart) / 1000;
samples.sort((a, b) => a - b);
const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? NaN;
console.log(`  ${samples.length} sign-ins in ${seconds.toFixed(1)} s, ${errors} errors`);
console.log(`  median ${ms(pct(50))}  p99 ${ms(pct(99))}  (target p99 ≤ 150 ms)`);
console.log(`  RSS under load ${rssMb(server.child.pid).toFixed(0)} MB`);

/** Signs in fully (nobody else signs in meanwhile, so the newest code is ours); the cookie header. */
async function sessionCookie(userID) {
  const since = new Date(Date.now() - 1000).toISOString();
  const { token } = await (await post('/api/login', { userID, password: 'Demo-Owner-2026' })).json();
  const [{ recipient }] = (await (await fetch(`${base}/api/demo/outbox`)).json()).filter((m) => m.createdAt >= since);
  const verify = await post('/api/login/verify', { token, code: await codeFor(recipient, since) });
  return verify.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
const agency = await sessionCookie('100002');
console.log(`\nGET /api/reservations as the agency (24 houses), ${CLIENTS} concurrent clients, 500 requests/s for 10 s`);
const list = await benchReservations({ base, cookie: agency, clients: CLIENTS, seconds: 10, rate: 500 });
console.log(`  ${list.requests} requests, ${list.errors} errors, median ${ms(list.median)}  p99 ${ms(list.p99)}  (target p99 ≤ 25 ms)`);

console.log(`\nGET /api/calendar/{code} as the agency (a month of each home for the timeline, and 400-day ranges), ${CLIENTS} concurrent clients, 500 requests/s for 10 s`);
const calendarReads = await benchCalendar({ base, cookie: agency, clients: CLIENTS, seconds: 10, rate: 500 });
console.log(`  ${calendarReads.homes} homes, ${calendarReads.requests} requests, ${calendarReads.errors} errors, median ${ms(calendarReads.median)}  p99 ${ms(calendarReads.p99)}`);

const sseClients = Number(process.env.BENCH_SSE_CLIENTS ?? 2000);
console.log(`\nGET /api/events: ${sseClients} concurrent streams (BENCH_SSE_CLIENTS; the target is 10,000 with ulimit -n raised)`);
const sse = await benchSse({ base, cookie: agency, clients: sseClients, pid: server.child.pid });
console.log(`  held ${sse.held}, failed ${sse.failed}, RSS ${sse.rssMb.toFixed(0)} MB, ${sse.rssPerConnectionKb.toFixed(1)} kB per stream, delivery p99 ${ms(sse.deliveryP99Ms)}  (target ≤ 150 ms)`);
await stopServer(server.child);
rmSync(dataDir, { recursive: true, force: true });
