// GET /api/reservations under load, as the agency account (thousands of stays): what the reservation
// pages ask while someone scrolls and filters. Called by scripts/bench.mjs; loopback only.
import autocannon from 'autocannon';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The queries the SPA sends: arrivals and departures lists, pages 0–9, with and without a date range. */
function queries() {
  const list = [];
  for (let page = 0; page < 10; page += 1) {
    list.push(`/api/reservations?sort=arrival&rangeType=arrivalDate&page=${page}&size=12`);
    list.push(`/api/reservations?sort=departure&rangeType=departureDate&page=${page}&size=12&dateFrom=2026-06-01&dateTo=2026-09-30`);
    list.push(`/api/reservations?sort=arrival&rangeType=intersection&page=${page}&size=12&dateFrom=2026-07-01&dateTo=2026-07-31`);
  }
  return list;
}

/**
 * Runs `clients` connections for `seconds` at `rate` requests per second in total (0: as fast as
 * they can) and answers {requests, errors, median, p99} (latencies in ms). `cookie` is the agency's
 * session cookie, e.g. "portal_session=…".
 */
export async function benchReservations({ base, cookie, clients = 50, seconds = 10, rate = 500 }) {
  const url = new URL(base);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`benchReservations runs against loopback only, not ${url.hostname}`);
  if (clients < 1 || clients > 1000 || seconds < 1 || seconds > 120) throw new Error('clients must be 1–1000 and seconds 1–120');
  const paths = queries();
  let next = 0;
  const result = await autocannon({
    url: url.origin,
    connections: clients,
    duration: seconds,
    ...(rate > 0 ? { overallRate: rate } : {}),
    headers: { cookie, accept: 'application/json' },
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
    errors: result.errors + result.timeouts + result.non2xx,
    median: result.latency.p50,
    p99: result.latency.p99,
  };
}
