import type { z } from 'zod';
import type { ApiErrorCode } from '../../../contract/api-error';
import type { Permission } from '../../../domain/enumerations';

/** Who may call an operation: anyone, any signed-in account, or a signed-in account with this permission. */
export type Access = 'public' | 'session' | Permission;

/** An error status an operation answers, with the contract's codes it sends under it. */
export type ErrorAnswers = Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503, readonly ApiErrorCode[]>>;

/** The success answer: its status and either a contract schema (JSON), a file/stream type, or nothing. */
export interface Success {
  readonly status: 200 | 201 | 202 | 204;
  readonly schema?: z.core.$ZodType;
  /** A non-JSON answer (a file, an event stream): its media types. */
  readonly mediaTypes?: readonly string[];
}

/**
 * One operation of the API as the description (GET /api/openapi.json) tells it: the same contract
 * schemas the route parses its input with, who may call it and what it answers. Statuses every
 * operation of its kind shares (400 for input, 401/403 for access, 429 for limits, 500, 503) are
 * added by the document's builder; `errors` lists the operation's own.
 */
export interface Operation {
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  /** A fresh step-up (10 minutes) is needed: always, or only when a value on file is replaced. */
  readonly stepUp?: 'always' | 'when replacing';
  /** Shares the login's per-IP limit or has a limit of its own (429 too_many_requests). */
  readonly limited?: boolean;
  /** Exists in demo mode only. */
  readonly demoOnly?: boolean;
  readonly params?: z.core.$ZodType;
  readonly query?: z.core.$ZodType;
  readonly body?: z.core.$ZodType;
  /** Request headers the operation reads, as an object schema (e.g. Idempotency-Key). */
  readonly headers?: z.core.$ZodType;
  readonly success: Success;
  readonly errors?: ErrorAnswers;
  /** Signs the caller in (sets the session cookie) or out. */
  readonly session?: 'starts' | 'ends';
}
