import type { ApiErrorCode } from '../contract/api-error';

/**
 * Why a call to the server did not give a usable answer, in terms the machines can decide on.
 * `http`: the server answered with an error body (`code` is the contract's ApiErrorCode union, so a
 * client cannot test for a code the server never sends);
 * `network`: no answer (message names the host); `schema`: the answer did not match the contract.
 */
export type GatewayFailure =
  | {
      kind: 'http';
      status: number;
      code: ApiErrorCode;
      triesLeft?: number;
      retryAfter?: number;
      fieldErrors?: Record<string, string[]>;
    }
  | { kind: 'network'; message: string }
  | { kind: 'schema'; message: string };

/** Thrown by every gateway adapter; machines read `failure` in their onError handlers. */
export class GatewayError extends Error {
  constructor(readonly failure: GatewayFailure) {
    super(failure.kind === 'http' ? `${failure.status} ${failure.code}` : failure.message);
    this.name = 'GatewayError';
  }
}

/** The failure behind any thrown value (unknown errors count as network failures). */
export function failureOf(error: unknown): GatewayFailure {
  if (error instanceof GatewayError) return error.failure;
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

/** The fields a 400 answer refused, by name: none for any other failure. */
export function refusedFields(error: unknown): string[] {
  const failure = failureOf(error);
  return failure.kind === 'http' && failure.status === 400 ? Object.keys(failure.fieldErrors ?? {}) : [];
}

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
 * nine places). `known` lists the server's codes the caller has its own text for.
 */
export function problemOf<K extends ApiErrorCode>(error: unknown, known: readonly K[], fallback: K | 'failed' = 'failed'): Problem<K> {
  const failure = failureOf(error);
  if (failure.kind !== 'http') return { problem: 'failed', retryAfter: null, triesLeft: null };
  const triesLeft = failure.triesLeft ?? null;
  if (failure.status === 429) return { problem: 'too_many_requests', retryAfter: failure.retryAfter ?? null, triesLeft };
  return { problem: (known as readonly string[]).includes(failure.code) ? (failure.code as K) : fallback, retryAfter: null, triesLeft };
}
