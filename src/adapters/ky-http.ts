import ky, { HTTPError, type KyInstance } from 'ky';
import { OFFLINE_COPY_HEADER } from '../contract/offline-copies';
import { GatewayError } from '../ports/gateway-error';
import { connectivitySignals } from './connectivity-signals';

export interface HttpOptions {
  /** The current interface locale, sent as Accept-Language on every call (spec 7). */
  locale: () => string;
  /** Called on any 401: the SPA logs out (spec 7). */
  onUnauthorized: () => void;
}

/** The one ky instance of the app: /api prefix, no retries, 401 handling, typed errors. */
export function createHttp({ locale, onUnauthorized }: HttpOptions): KyInstance {
  return ky.create({
    prefix: '/api',
    retry: 0,
    timeout: 20_000,
    credentials: 'same-origin',
    fetch: fetchReportingRefusedWrites,
    hooks: {
      beforeRequest: [({ request }) => void request.headers.set('Accept-Language', locale())],
      afterResponse: [({ response }) => void (response.status === 401 && onUnauthorized()), ({ response }) => reportAnswer(response)],
    },
  });
}

/** Tells the offline banner whether an answer is the service worker's offline copy (and of when) or fresh. */
function reportAnswer(response: Response): void {
  const fetchedAt = response.headers.get(OFFLINE_COPY_HEADER);
  connectivitySignals.emit(fetchedAt ? { type: 'copy.shown', fetchedAt } : { type: 'answer.fresh' });
}

/**
 * A change that cannot reach the server (no connection) is refused, never queued: the call fails
 * as a network error and the offline banner says that nothing was saved.
 */
async function fetchReportingRefusedWrites(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    // An abort (ky's timeout, a left page) is not a missing connection.
    const aborted = error instanceof Error && error.name === 'AbortError';
    if (!aborted && method !== 'GET' && method !== 'HEAD') connectivitySignals.emit({ type: 'write.refused' });
    throw error;
  }
}

/** Parses an answer with its contract schema; a mismatch is a `schema` failure. */
export function parse<T>(schema: { safeParse(data: unknown): { success: true; data: T } | { success: false; error: Error } }, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new GatewayError({ kind: 'schema', message: result.error.message });
  return result.data;
}

/** Runs a call and turns every failure into a GatewayError (network errors name the host). */
export async function send<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await toGatewayError(error);
  }
}

async function toGatewayError(error: unknown): Promise<GatewayError> {
  if (error instanceof GatewayError) return error;
  if (error instanceof HTTPError) {
    const { ApiError } = await import('../contract/api-error');
    const body = ApiError.safeParse(error.data);
    const details = body.success ? body.data : { code: 'internal' as const };
    return new GatewayError({ kind: 'http', status: error.response.status, ...details });
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'SchemaValidationError') return new GatewayError({ kind: 'schema', message });
  return new GatewayError({ kind: 'network', message: `${message} (${globalThis.location?.host ?? 'server'})` });
}
