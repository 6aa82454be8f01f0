import ky, { HTTPError, type KyInstance } from 'ky';
import { GatewayError } from '../ports/gateway-error';

export interface HttpOptions {
  /** The current interface locale, sent as Accept-Language on every call (spec 7). */
  locale: () => string;
  /** Called on any 401: the SPA logs out (spec 7). */
  onUnauthorized: () => void;
  /** Called for a call that got no answer (status null) or an error status, for error reporting. */
  onFailedCall?: (method: string, url: string, status: number | null) => void;
}

/** The one ky instance of the app: /api prefix, no retries, 401 handling, typed errors. */
export function createHttp({ locale, onUnauthorized, onFailedCall }: HttpOptions): KyInstance {
  return ky.create({
    fetch: onFailedCall ? watchedFetch(onFailedCall) : globalThis.fetch.bind(globalThis),
    prefix: '/api',
    retry: 0,
    timeout: 20_000,
    credentials: 'same-origin',
    hooks: {
      beforeRequest: [({ request }) => void request.headers.set('Accept-Language', locale())],
      afterResponse: [({ response }) => void (response.status === 401 && onUnauthorized())],
    },
  });
}

/** fetch that tells which calls failed (the caller decides which statuses count). */
function watchedFetch(onFailedCall: NonNullable<HttpOptions['onFailedCall']>): typeof fetch {
  return async (input, init) => {
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const url = input instanceof Request ? input.url : String(input);
    try {
      const response = await fetch(input, init);
      if (response.status >= 300) onFailedCall(method, url, response.status);
      return response;
    } catch (error) {
      // An aborted call (timeout, navigation) is no fault of the server's.
      if (!(error instanceof DOMException && error.name === 'AbortError')) onFailedCall(method, url, null);
      throw error;
    }
  };
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
