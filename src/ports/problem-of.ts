import type { ApiErrorCode } from '../contract/api-error';
import { failureOf } from './gateway-error';

/** The problem a failure stands for, with what the view may say about it. */
interface Problem<K extends string> {
  /** 429 → `too_many_requests`; one of the codes the caller knows → that code; else the fallback. */
  problem: K | 'too_many_requests' | 'failed';
  /** Seconds to wait, after a 429 that says so. */
  retryAfter: number | null;
  /** Tries left for a code, when the server says. */
  triesLeft: number | null;
}

/**
 * The one mapping from a thrown failure to the problem a machine keeps (issue 30: 429 was mapped in
 * nine places). `known` lists the server's codes the caller has its own text for. Its own module:
 * the login form's route does not load it (test/build/budget.test.ts).
 */
export function problemOf<K extends ApiErrorCode>(error: unknown, known: readonly K[], fallback: K | 'failed' = 'failed'): Problem<K> {
  const failure = failureOf(error);
  if (failure.kind !== 'http') return { problem: 'failed', retryAfter: null, triesLeft: null };
  const triesLeft = failure.triesLeft ?? null;
  if (failure.status === 429) return { problem: 'too_many_requests', retryAfter: failure.retryAfter ?? null, triesLeft };
  return { problem: (known as readonly string[]).includes(failure.code) ? (failure.code as K) : fallback, retryAfter: null, triesLeft };
}
