import ky, { HTTPError, type KyInstance } from 'ky';
import { OFFLINE_COPY_HEADER } from '../contract/offline-copies';
import { GatewayError } from '../ports/gateway-error';
import { connectivitySignals } from './connectivity-signals';

export interface HttpOptions {
  /** The current interface locale, sent as Accept-Language on every call (spec 7). */
  locale: () => string;
  /** Called on any 401: the SPA logs out (spec 7). */
  onUnauthorized: () => void;
  /** Called for a call that got no answer (status null) or an error status, for error reporting. */
  onFailedCall?: (method: string, url: string, status: number | null) => void;
  /**
   * Where calls go when not the page's own server through the browser's fetch: the server's render
   * of a signed-in first view answers them in-process, as the visitor (src/app/first-view.tsx).
   */
  transport?: { fetch: typeof fetch; baseUrl: string };
}

/** The one ky instance of the app: /api prefix, no retries, 401 handling, typed errors. */
export function createHttp({ locale, onUnauthorized, onFailedCall, transport }: HttpOptions): KyInstance {
  return ky.create({
    fetch: appFetch(onFailedCall, transport?.fetch ?? ((input, init) => fetch(input, init))),
    prefix: '/api',
    ...(transport ? { baseUrl: transport.baseUrl } : {}),
    retry: 0,
    timeout: 20_000,
    credentials: 'same-origin',
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
 * fetch for the app's calls: a change that cannot reach the server (no connection) is refused,
 * never queued (the offline banner says nothing was saved); and, when asked, every failed call is
 * told for error reporting (the caller decides which statuses count).
 */
function appFetch(onFailedCall: HttpOptions['onFailedCall'], send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = input instanceof Request ? input.url : String(input);
    try {
      const response = await send(input, init);
      if (response.status >= 300) onFailedCall?.(method, url, response.status);
      return response;
    } catch (error) {
      // An abort (ky's timeout, a left page) is neither a missing connection nor the server's fault.
      const aborted = error instanceof Error && error.name === 'AbortError';
      if (!aborted) {
        onFailedCall?.(method, url, null);
        if (method !== 'GET' && method !== 'HEAD') connectivitySignals.emit({ type: 'write.refused' });
      }
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
