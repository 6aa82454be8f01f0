import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest priority (nice 19): the pool still gets every core no one else wants. */
const POOL_NICENESS = 19;

/**
 * Lowers the scheduling priority of libuv's thread pool (threads named `libuv-worker`), where
 * node:crypto's asynchronous password hashing runs. A sign-in storm then takes only the CPU that
 * the event loop and the database thread leave over, so other requests stay fast; with nothing
 * else to do, the hashes still use every core. Linux only (nice is per thread there); elsewhere,
 * or when /proc is not readable, it changes nothing. Answers how many threads it lowered.
 */
export function lowerThreadPoolPriority(): number {
  let lowered = 0;
  try {
    for (const task of readdirSync('/proc/self/task')) {
      if (readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() !== 'libuv-worker') continue;
      setPriority(Number(task), POOL_NICENESS);
      lowered += 1;
    }
  } catch {
    // Not Linux, or a thread ended meanwhile: priorities stay as they are.
  }
  return lowered;
}
