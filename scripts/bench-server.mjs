// Starting and stopping the built portal server for the bench, on PGlite or on PostgreSQL, and
// signing in through its API (demo mode: the code is read from the demo outbox).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Servers this bench started: stopped when the bench ends, also when it fails. */
const started = new Set();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts dist/server/main.mjs with `env`; resolves with the process, the ms until /api/health answered and when it was started (performance.now()). */
export async function startServer(env, { fileLimit = 65536 } = {}) {
  const base = env.PUBLIC_URL;
  const startedAt = performance.now();
  // prlimit raises the server's own open-file limit (10,000 live streams need more than 1024).
  const child = spawn('prlimit', [`--nofile=${fileLimit}:${fileLimit}`, process.execPath, path.join(root, 'dist/server/main.mjs')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, ms: performance.now() - startedAt, startedAt };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const stopServer = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));

/** Resident memory of a process in MB (Linux /proc). */
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const post = (base, url, body, headers = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The newest code sent to `recipient` since `since` (ISO), from the demo outbox. */
export async function codeFor(base, recipient, since) {
  for (let i = 0; i < 400; i += 1) {
    const outbox = await (await fetch(`${base}/api/demo/outbox`)).json();
    const found = outbox.find((m) => (!recipient || m.recipient === recipient) && m.code && m.createdAt >= since);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code for ${recipient ?? 'anyone'}`);
}

/** Signs in fully (nobody else signs in meanwhile, so the newest code is ours); the Cookie header. */
export async function sessionCookie(base, userID, password = 'Demo-Owner-2026') {
  const since = new Date(Date.now() - 1000).toISOString();
  const login = await post(base, '/api/login', { userID, password });
  if (!login.ok) throw new Error(`login of ${userID}: HTTP ${login.status}`);
  const { token } = await login.json();
  const verify = await post(base, '/api/login/verify', { token, code: await codeFor(base, null, since) });
  if (!verify.ok) throw new Error(`verify of ${userID}: HTTP ${verify.status}`);
  return verify.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export { post };
