// Sign-in under a storm of concurrent clients: throughput against the hashing bound (cores ÷ the
// time of one argon2id hash), and what the storm does to everyone else (p99 of other requests and
// of the code step). Called by scripts/bench.mjs; loopback only.
import { argon2, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { codeFor, post } from './bench-server.mjs';

/** The password hash's own cost here: median of sequential argon2id hashes with the server's parameters (m=19 MiB, t=2, p=1). */
export async function hashMs(rounds = 12) {
  const times = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await new Promise((resolve, reject) =>
      argon2('argon2id', { message: 'Demo-Owner-2026', nonce: randomBytes(16), memory: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 }, (e) =>
        e ? reject(e) : resolve(),
      ),
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Requests `paths` in turn every `everyMs` until `stop()`; the latencies (ms) and errors. */
function probe(base, paths, cookie, everyMs) {
  const latencies = [];
  let errors = 0;
  let i = 0;
  const timer = setInterval(async () => {
    const path = paths[i++ % paths.length];
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
      else latencies.push(performance.now() - started);
    } catch {
      errors += 1;
    }
  }, everyMs);
  return { stop: () => clearInterval(timer), latencies, errors: () => errors };
}

/**
 * `accounts` clients sign in (POST /api/login, the password step) as fast as they can for
 * `seconds`, while a probe reads /api/health and /api/reservations (as `cookie`) 50 times a second
 * and one more client runs the whole sign-in (password, then code) in a loop, timing the code step.
 */
export async function benchSignIn({ base, cookie, accounts, seconds = 15, verifier }) {
  const single = await hashMs();
  const bound = availableParallelism() * (1000 / single);
  const deadline = performance.now() + seconds * 1000;
  let signIns = 0;
  let failures = 0;
  const loginLatencies = [];
  const storm = accounts.map(async (userID) => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await post(base, '/api/login', { userID, password: 'Demo-Owner-2026' });
      await response.arrayBuffer();
      if (response.ok) {
        signIns += 1;
        loginLatencies.push(performance.now() - started);
      } else failures += 1;
    }
  });
  const others = probe(base, ['/api/health', '/api/reservations?sort=arrival&rangeType=arrivalDate&page=0&size=12'], cookie, 20);
  const verifyLatencies = [];
  const codeStep = (async () => {
    while (performance.now() < deadline) {
      const since = new Date(Date.now() - 1000).toISOString();
      const login = await post(base, '/api/login', { userID: verifier, password: 'Demo-Owner-2026' });
      if (!login.ok) continue;
      const { token } = await login.json();
      const code = await codeFor(base, `${verifier}@bench.example.com`, since);
      const started = performance.now();
      const verify = await post(base, '/api/login/verify', { token, code });
      await verify.arrayBuffer();
      if (verify.ok) verifyLatencies.push(performance.now() - started);
    }
  })();
  await Promise.all([...storm, codeStep]);
  others.stop();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    hashMs: single,
    boundPerSecond: bound,
    signInsPerSecond: signIns / seconds,
    failures,
    loginP99: percentile(loginLatencies, 99),
    othersP99: percentile(others.latencies, 99),
    othersCount: others.latencies.length,
    othersErrors: others.errors(),
    verifyP99: percentile(verifyLatencies, 99),
    verifyCount: verifyLatencies.length,
  };
}
