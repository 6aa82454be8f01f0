// Read endpoints under load, as a signed-in account: what the reservation, overview and inbox
// pages ask while someone scrolls and filters. Called by scripts/bench.mjs; loopback only.
import http from 'node:http';
import autocannon from 'autocannon';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The reservation queries the SPA sends: arrivals and departures lists, pages 0–9, with and without a date range. */
export function reservationQueries() {
  const list = [];
  for (let page = 0; page < 10; page += 1) {
    list.push(`/api/reservations?sort=arrival&rangeType=arrivalDate&page=${page}&size=12`);
    list.push(`/api/reservations?sort=departure&rangeType=departureDate&page=${page}&size=12&dateFrom=2026-06-01&dateTo=2026-09-30`);
    list.push(`/api/reservations?sort=arrival&rangeType=intersection&page=${page}&size=12&dateFrom=2026-07-01&dateTo=2026-07-31`);
  }
  return list;
}

/** The endpoints the bench loads, each with the paths it cycles through. */
export const READ_ENDPOINTS = {
  'GET /api/reservations': reservationQueries(),
  'GET /api/dashboard': ['/api/dashboard'],
  'GET /api/inbox/notifications': ['/api/inbox/notifications'],
};

/**
 * Statements per request, from the demo server's Server-Timing header (http/query-count-header.ts):
 * each path asked twice, the second answer counted (the first may fill caches), the largest count
 * among the paths. Null when the server does not say.
 */
export async function queriesPerRequest({ base, cookie, paths }) {
  let most = null;
  for (const path of paths) {
    for (let round = 0; round < 2; round += 1) {
      const response = await fetch(new URL(path, base), { headers: { cookie, accept: 'application/json' } });
      await response.arrayBuffer();
      const match = /db;desc="(\d+) quer/.exec(response.headers.get('server-timing') ?? '');
      if (round === 1 && match) most = Math.max(most ?? 0, Number(match[1]));
    }
  }
  return most;
}

/**
 * Sends `rate` requests per second, one every 1/rate s (open loop: a slow answer does not delay
 * the next request), over at most `clients` kept-alive connections for `seconds`, `paths` in turn.
 * Each latency counts from when its request was due, not from when a free connection sent it, so
 * a stalled server is not hidden (no coordinated omission). autocannon's `overallRate` is no such
 * pacing: each connection sends its share of a second back to back at the second's start, so "500
 * per second" over 50 connections arrives as bursts of 50 concurrent requests.
 * Answers {requests, perSecond, errors, median, p99} (latencies in ms).
 */
export async function pacedReads({ base, cookie, paths, clients = 50, seconds = 10, rate = 500 }) {
  const url = new URL(base);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`pacedReads runs against loopback only, not ${url.hostname}`);
  if (clients < 1 || clients > 1000 || seconds < 1 || seconds > 120 || rate < 1 || rate > 5000) throw new Error('clients 1–1000, seconds 1–120, rate 1–5000');
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const headers = { cookie, accept: 'application/json', 'accept-encoding': 'br, gzip' };
  const latencies = [];
  let errors = 0;
  const get = (path, due) =>
    new Promise((resolve) => {
      const request = http.get({ host: url.hostname, port: url.port, path, agent, headers }, (response) => {
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - due);
          else errors += 1;
          resolve();
        });
        response.resume();
      });
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const total = rate * seconds;
  const start = performance.now() + 20;
  const sent = [];
  for (let i = 0; i < total; ) {
    const now = performance.now();
    // Everything due by now goes out in this turn; then wait for the next one (timers tick in whole ms).
    for (; i < total && start + (i * 1000) / rate <= now; i += 1) sent.push(get(paths[i % paths.length], start + (i * 1000) / rate));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + (i * 1000) / rate - performance.now())));
  }
  await Promise.all(sent);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, perSecond: latencies.length / seconds, errors, median: at(0.5), p99: at(0.99) };
}

/**
 * Runs `clients` connections for `seconds` at `rate` requests per second in total (0: as fast as
 * they can) over `paths` in turn, sending `cookie` and accepting brotli as a browser does. Answers
 * {requests, perSecond, errors, median, p99} (latencies in ms).
 */
export async function benchReads({ base, cookie, paths, clients = 50, seconds = 10, rate = 500 }) {
  const url = new URL(base);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`benchReads runs against loopback only, not ${url.hostname}`);
  if (clients < 1 || clients > 1000 || seconds < 1 || seconds > 120) throw new Error('clients must be 1–1000 and seconds 1–120');
  let next = 0;
  const result = await autocannon({
    url: url.origin,
    connections: clients,
    duration: seconds,
    ...(rate > 0 ? { overallRate: rate } : {}),
    headers: { cookie, accept: 'application/json', 'accept-encoding': 'br, gzip' },
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % paths.length;
          return { ...request, method: 'GET', path: paths[next] };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / seconds,
    errors: result.errors + result.timeouts + result.non2xx,
    median: result.latency.p50,
    p99: result.latency.p99,
  };
}
