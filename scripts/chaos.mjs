// npm run chaos: the faults of the resilience issue, tried on the built server as an operator
// would, against a throwaway PostgreSQL 15 cluster and PGlite on this machine (loopback only,
// every load bounded in time), printing what survived. Exits 1 when a scenario failed.
//  1. PostgreSQL restarted (fast, then immediate) under a 20-client read load, two instances;
//  2. PostgreSQL frozen (SIGSTOP): answers and health must come within their deadlines;
//  3. a reconnect of the LISTEN link with live events in flight;
//  4. a second process on one PGlite data folder, then the first one killed with SIGKILL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresInstalled, startThrowawayCluster } from '../test/support/pg-cluster.ts';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'dist/server/main.mjs');
const READERS = 20;
const results = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function report(scenario, ok, details) {
  results.push({ scenario, ok });
  console.log(`\n${ok ? 'SURVIVED' : 'FAILED  '}  ${scenario}`);
  for (const line of details) console.log(`          ${line}`);
}

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server; `exited` resolves with its exit code. */
async function startInstance(env) {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', LOGIN_RATE_LIMIT_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { port, child, exited, output: () => output, base: `http://127.0.0.1:${port}`, alive: () => child.exitCode === null && child.signalCode === null };
}

async function request(base, pathname, { method = 'GET', body, cookie, timeoutMs = 15_000 } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, text, headers: response.headers, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, text: String(error.cause?.code ?? error.name), ms: performance.now() - started };
  }
}

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

const healthy = (instance) => async () => instance.alive() && (await request(instance.base, '/api/health', { timeoutMs: 3_000 })).status === 200;

/** Counts answers by status while `readers` clients read in a loop until `stop()` resolves. */
async function readLoad(instances, stop) {
  const counts = new Map();
  let running = true;
  const reader = async (index) => {
    const instance = instances[index % instances.length];
    while (running) {
      const { status } = await request(instance.base, '/__ftrs', { timeoutMs: 15_000 });
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  };
  const readers = Array.from({ length: READERS }, (_, index) => reader(index));
  await stop();
  running = false;
  await Promise.all(readers);
  return counts;
}

const describeCounts = (counts) => [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`).join(', ');

/** Signs in with the demo outbox's code; returns the session cookie. */
async function signIn(base, userID) {
  const login = JSON.parse((await request(base, '/api/login', { method: 'POST', body: { userID, password: 'Demo-Owner-2026' } })).text);
  const outbox = JSON.parse((await request(base, '/api/demo/outbox')).text);
  const code = outbox.find((message) => message.code)?.code;
  const verified = await fetch(`${base}/api/login/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: login.token, code }) });
  const cookie = verified.headers.getSetCookie().find((value) => value.startsWith('portal_session='));
  if (!cookie) throw new Error(`sign-in failed: ${verified.status}`);
  return cookie.split(';')[0];
}

/** Opens GET /api/events and records the named events. */
function openStream(base, cookie) {
  const events = [];
  const request = http.get(`${base}/api/events`, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const name = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        if (name) events.push(name);
        buffer = buffer.slice(end + 2);
      }
    });
  });
  request.on('error', () => undefined);
  return { events, close: () => request.destroy() };
}

async function postgresScenarios() {
  const cluster = await startThrowawayCluster();
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE portal');
  await admin.end();
  const url = cluster.adminUrl.replace(/\/postgres$/, '/portal');
  const instances = [];
  try {
    // Demo mode seeds the empty database: both start at once, the start-up lock makes them take turns.
    instances.push(await startInstance({ DATABASE_URL: url }), await startInstance({ DATABASE_URL: url }));
    await until(async () => (await Promise.all(instances.map((instance) => healthy(instance)()))).every(Boolean), 180_000, 'both instances to be healthy');
    console.log(`two instances on PostgreSQL 15 (ports ${instances.map((instance) => instance.port).join(', ')}), demo data seeded once`);

    // 1. Restarts under a read load.
    for (const mode of ['fast', 'immediate']) {
      const counts = await readLoad(instances, async () => {
        await sleep(1_000);
        await cluster.restart(mode);
        await sleep(2_000);
      });
      let healed = true;
      await until(async () => (await Promise.all(instances.map((instance) => healthy(instance)()))).every(Boolean), 15_000, 'health after the restart').catch(() => (healed = false));
      const alive = instances.every((instance) => instance.alive());
      const unexpected = [...counts.keys()].filter((status) => status !== 200 && status !== 503);
      report(`PostgreSQL restart (-m ${mode}) under a ${READERS}-client read load`, alive && healed && unexpected.length === 0, [
        `answers: ${describeCounts(counts)} (503 = database_unavailable with Retry-After)`,
        `both processes still running: ${alive ? 'yes' : 'NO'}; healthy again without a restart: ${healed ? 'yes' : 'NO'}`,
      ]);
    }

    // 2. A frozen database.
    await cluster.signal('SIGSTOP');
    let read;
    let health;
    let live;
    try {
      [read, health, live] = await Promise.all([
        request(instances[0].base, '/__ftrs'),
        request(instances[0].base, '/api/health'),
        request(instances[0].base, '/api/health/live'),
      ]);
    } finally {
      await cluster.signal('SIGCONT');
    }
    let recovered = true;
    await until(healthy(instances[0]), 20_000, 'health after the thaw').catch(() => (recovered = false));
    report('PostgreSQL frozen (SIGSTOP on every server process)', read.status === 503 && read.ms < 12_000 && health.status === 503 && health.ms < 2_100 && live.status === 200 && recovered, [
      `a read answered ${read.status} after ${Math.round(read.ms)} ms; /api/health ${health.status} ${health.text} after ${Math.round(health.ms)} ms`,
      `/api/health/live ${live.status}; healthy again after SIGCONT: ${recovered ? 'yes' : 'NO'}`,
    ]);

    // 3. A reconnect of the LISTEN link with events in flight: created on A, streamed from B.
    const [a, b] = instances;
    const cookie = await signIn(a.base, '100001');
    const stream = openStream(b.base, cookie);
    await sleep(500);
    const created = [];
    const sending = (async () => {
      for (let i = 0; i < 30; i += 1) {
        const response = await request(a.base, '/api/demo/notification', { method: 'POST', body: { type: 'feedback' }, cookie });
        if (response.status === 201) created.push(response);
        await sleep(50);
      }
    })();
    await sleep(300);
    const terminator = new pg.Client({ connectionString: url });
    await terminator.connect();
    const { rowCount } = await terminator.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'owner-portal live events'",
    );
    await terminator.end();
    await sending;
    await sleep(1_000);
    stream.close();
    const delivered = stream.events.filter((name) => name === 'notification').length;
    const resyncs = stream.events.filter((name) => name === 'resync').length;
    report('LISTEN link reconnect with 30 notifications in flight', rowCount > 0 && created.length === 30 && (delivered === created.length || resyncs > 0), [
      `listening connections terminated: ${rowCount}; created ${created.length} (201); delivered live to the other instance's stream: ${delivered}; resync events: ${resyncs}`,
      resyncs > 0 ? 'the stream was told to refetch, so none was missed silently' : 'every notification arrived live',
    ]);
  } finally {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    await cluster.stop();
  }
}

async function pgliteScenario() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-chaos-'));
  // Outside demo mode the first start only migrates: quicker, and enough for the lock.
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production', CODE_HMAC_KEY: 'chaos-scenario-code-key-of-32-chars' };
  const first = await startInstance(env);
  try {
    await until(healthy(first), 120_000, 'the first PGlite instance');
    const second = await startInstance(env);
    const code = await Promise.race([second.exited, sleep(60_000).then(() => 'still running')]);
    if (code === 'still running') second.child.kill('SIGKILL');
    const refused = code === 1 && second.output().includes(`DATA_DIR ${dataDir}`);
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startInstance(env);
    let took = true;
    await until(healthy(third), 120_000, 'a new instance after kill -9').catch(() => (took = false));
    third.child.kill('SIGTERM');
    await third.exited;
    report('a second process on one PGlite DATA_DIR', refused && took, [
      `second process: exit ${code}: ${second.output().trim().split('\n')[0]}`,
      `after kill -9 of the first, a new process started and is healthy: ${took ? 'yes' : 'NO'}`,
    ]);
  } finally {
    if (first.alive()) first.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(server) || process.argv.includes('--build')) spawnSync(process.execPath, [path.join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });
if (postgresInstalled()) await postgresScenarios();
else report('PostgreSQL scenarios', false, ['PostgreSQL 15 binaries not found in /usr/lib/postgresql/15/bin (apt-get install postgresql-15)']);
await pgliteScenario();

const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} survived, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
