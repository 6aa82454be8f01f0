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


/** Whether the server refused for too many requests (429); problem-of.ts names every other problem. */
export function isTooManyRequests(error: unknown): boolean {
  const failure = failureOf(error);
  return failure.kind === 'http' && failure.status === 429;
}
