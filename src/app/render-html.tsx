import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** How long one render may take (it takes milliseconds): a first view waiting for something it will never get. */
const RENDER_TIMEOUT_MS = 20_000;

/**
 * Renders `app` to HTML once everything it shows has loaded (lazy chunks, suspended data): the
 * build's prerendered guest pages and the server's signed-in first views. A render that does not
 * finish in time, or fails, rejects with the reason instead of hanging or giving a page of skeletons.
 */
export async function renderToHtml(app: ReactNode, what: string, timeoutMs = RENDER_TIMEOUT_MS): Promise<string> {
  const stuck = new AbortController();
  const timer = setTimeout(() => stuck.abort(new Error(`rendering ${what} did not finish in ${timeoutMs} ms: its first view waits for something it does not have`)), timeoutMs);
  try {
    const { prelude } = await prerender(app, {
      signal: stuck.signal,
      onError: (error) => void stuck.abort(error),
      // One document, no boundary outlined into a later segment (React would reveal it with an
      // inline script, which the CSP forbids).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    if (stuck.signal.aborted) throw stuck.signal.reason;
    return await new Response(prelude).text();
  } finally {
    clearTimeout(timer);
  }
}
