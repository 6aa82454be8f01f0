// GET /api/calendar/{code} under load, as the agency (24 homes): what the month view and the
// multi-home timeline ask (a month of each home; a 400-day year view). Called by scripts/bench.mjs; loopback only.
import { pacedReads } from './bench-reads.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A month of every home (the timeline) for July to October 2026, and a 400-day range of each. */
function queries(codes) {
  const list = [];
  for (const code of codes) {
    for (const [from, to] of [['2026-07-01', '2026-07-31'], ['2026-08-01', '2026-08-31'], ['2026-09-01', '2026-09-30'], ['2026-10-01', '2026-10-31']]) {
      list.push(`/api/calendar/${code}?from=${from}&to=${to}`);
    }
    list.push(`/api/calendar/${code}?from=2026-01-01&to=2027-02-04`);
  }
  return list;
}

/**
 * Sends `rate` requests per second evenly over at most `clients` connections for `seconds`
 * (bench-reads.mjs's pacedReads) and answers {homes, requests, errors, median, p99} (latencies in ms). `cookie` is the agency's session cookie.
 */
export async function benchCalendar({ base, cookie, clients = 50, seconds = 10, rate = 500 }) {
  const url = new URL(base);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`benchCalendar runs against loopback only, not ${url.hostname}`);
  if (clients < 1 || clients > 1000 || seconds < 1 || seconds > 120) throw new Error('clients must be 1–1000 and seconds 1–120');
  const homes = await (await fetch(`${url.origin}/api/accommodations`, { headers: { cookie } })).json();
  const codes = homes.map((home) => home.code);
  if (codes.length === 0) throw new Error('the account has no homes');
  const result = await pacedReads({ base, cookie, paths: queries(codes), clients, seconds, rate });
  return { homes: codes.length, ...result };
}
