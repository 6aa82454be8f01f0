// Live events at scale: how many SSE streams one server process holds, what each costs in memory,
// and how fast a notification reaches all of them. Called by scripts/bench.mjs; loopback only.
// Worker threads hold the streams over plain sockets, so reading 10,000 of them costs the bench
// as little as possible: on a 2-core machine the bench still shares the cores with the server.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MAX_CLIENTS = 20_000;
const WORKERS = 2;
const ROUNDS = 5;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Milliseconds on a clock shared by all threads. */
const now = () => performance.timeOrigin + performance.now();

/** The pid listening on a TCP port (Linux /proc), or null. */
function pidListeningOn(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cells = line.trim().split(/\s+/);
      if (cells[1]?.endsWith(`:${hex}`) && cells[3] === '0A') inodes.add(cells[9]);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1])) return Number(pid);
      }
    } catch {
      // A process we may not inspect, or one that ended meanwhile.
    }
  }
  return null;
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * Worker: opens `count` streams with a hand-written GET (no HTTP client), keeps the arrival time of
 * every notification event by id, and hands them over when asked ({collect: id, deadline}).
 */
async function holdStreams({ host, port, cookie, count }) {
  const arrivals = new Map();
  const request = `GET /api/events HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`;
  const open = () =>
    new Promise((resolve, reject) => {
      const socket = net.connect({ host, port }, () => socket.write(request));
      let opened = false;
      socket.on('data', (chunk) => {
        const text = chunk.toString('latin1');
        if (!opened) {
          if (!text.startsWith('HTTP/1.1 200')) {
            socket.destroy();
            reject(new Error(text.split('\r\n')[0]));
            return;
          }
          opened = text.includes(': connected');
          if (opened) resolve(socket);
        }
        const at = text.indexOf('event: notification\ndata: ');
        if (at < 0) return;
        const { id } = JSON.parse(text.slice(at + 26, text.indexOf('\n', at + 26)));
        const times = arrivals.get(id) ?? [];
        times.push(now());
        arrivals.set(id, times);
      });
      socket.on('error', reject);
    });
  let failed = 0;
  const held = [];
  // Batches, so the accept queue and the session lookups are not flooded all at once.
  for (let done = 0; done < count; done += 100) {
    for (const result of await Promise.allSettled(Array.from({ length: Math.min(100, count - done) }, open))) {
      if (result.status === 'fulfilled') held.push(result.value);
      else failed += 1;
    }
  }
  parentPort.postMessage({ ready: held.length, failed });
  parentPort.on('message', async (message) => {
    if (message.collect === undefined) {
      for (const socket of held) socket.destroy();
      parentPort.postMessage({ closed: true });
      return;
    }
    while ((arrivals.get(message.collect)?.length ?? 0) < held.length && now() < message.deadline) await pause(5);
    parentPort.postMessage({ id: message.collect, times: arrivals.get(message.collect) ?? [] });
    arrivals.delete(message.collect);
  });
}

if (!isMainThread && workerData?.benchSse) await holdStreams(workerData.benchSse);

/** The q-quantile of sorted milliseconds, to a tenth, or null. */
const quantile = (sorted, q) => (sorted.length > 0 ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] * 10) / 10 : null);

/** Sends `message` to a worker and resolves with its first answer that `accept`s. */
function ask(worker, message, accept) {
  return new Promise((resolve) => {
    const listener = (answer) => {
      if (!accept(answer)) return;
      worker.off('message', listener);
      resolve(answer);
    };
    worker.on('message', listener);
    worker.postMessage(message);
  });
}

/**
 * Holds `clients` streams of one account (its session `cookie`), measures the server's RSS growth
 * per stream (`pid`, or the process listening on the port), then creates notifications
 * (POST /api/demo/notification: demo mode) and times from each request until every stream has the
 * event. Answers {held, failed, rssMb (the server's RSS while holding them), rssBeforeMb, rssPerConnectionKb,
 * deliveryP99Ms, deliveryP50Ms, firstArrivalMs (median over the rounds of the first stream's delay)}.
 */
export async function benchSse({ base, cookie, clients, pid }) {
  const url = new URL(base);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`benchSse runs against loopback only, not ${url.hostname}`);
  if (!(clients >= 1 && clients <= MAX_CLIENTS)) throw new Error(`clients must be 1–${MAX_CLIENTS}`);
  const serverPid = pid ?? pidListeningOn(Number(url.port || 80));
  const before = serverPid ? rssKb(serverPid) : 0;

  const workers = Array.from({ length: WORKERS }, (_, index) => {
    const count = Math.floor(clients / WORKERS) + (index < clients % WORKERS ? 1 : 0);
    const target = { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80), cookie, count };
    return new Worker(new URL(import.meta.url), { workerData: { benchSse: target } });
  });
  const delays = [];
  /** Per round, the first stream's delay: the write's own path (request, database, event bus) before the fan-out. */
  const firsts = [];
  let held;
  let failed;
  try {
    const ready = await Promise.all(
      workers.map((worker) => new Promise((resolve, reject) => (worker.once('error', reject), worker.once('message', resolve)))),
    );
    held = ready.reduce((sum, answer) => sum + answer.ready, 0);
    failed = ready.reduce((sum, answer) => sum + answer.failed, 0);
    await pause(1000);
    const after = serverPid ? rssKb(serverPid) : 0;

    for (let round = 0; round < ROUNDS; round += 1) {
      const started = now();
      const response = await fetch(`${url.origin}/api/demo/notification`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'feature' }),
      });
      if (response.status !== 201) throw new Error(`POST /api/demo/notification answered ${response.status} (demo mode needed)`);
      const { id } = await response.json();
      const deadline = now() + 10_000;
      const answers = await Promise.all(workers.map((worker) => ask(worker, { collect: id, deadline }, (answer) => answer.id === id)));
      const round = answers.flatMap(({ times }) => times.map((at) => at - started));
      if (round.length > 0) firsts.push(Math.min(...round));
      delays.push(...round);
      await pause(200);
    }
    delays.sort((a, b) => a - b);
    return {
      held,
      failed,
      rssMb: serverPid ? Math.round(after / 1024) : null,
      rssBeforeMb: serverPid ? Math.round(before / 1024) : null,
      rssPerConnectionKb: serverPid && held > 0 ? Math.round(((after - before) / held) * 10) / 10 : null,
      deliveryP99Ms: quantile(delays, 0.99),
      deliveryP50Ms: quantile(delays, 0.5),
      firstArrivalMs: quantile(firsts.sort((a, b) => a - b), 0.5),
    };
  } finally {
    await Promise.all(workers.map((worker) => ask(worker, 'close', (answer) => answer.closed).then(() => worker.terminate())));
  }
}
