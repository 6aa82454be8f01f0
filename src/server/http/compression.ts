import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers gain less than the encoding costs (and fit a TCP packet anyway). */
export const COMPRESS_MIN_BYTES = 1024;
/** Larger answers would block the event loop while compressing; the API sends none this big. */
const COMPRESS_MAX_BYTES = 2 * 1024 * 1024;
/** Brotli at quality 4 compresses JSON about as well as gzip -9 in a fraction of the time. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to use for an Accept-Encoding header: br, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Whether a JSON answer of this many bytes is sent compressed. */
export const worthCompressing = (bytes: number) => bytes >= COMPRESS_MIN_BYTES && bytes <= COMPRESS_MAX_BYTES;

/** An answer (JSON, a rendered page) encoded as the client asked (brotli at quality 4, or gzip at level 6). */
export function compressAnswer(payload: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload, { level: 6 });
}

/** Adds Accept-Encoding to the answer's Vary header (once). */
export function varyOnEncoding(reply: FastifyReply): void {
  reply.header('vary', appendVary(reply.getHeader('vary'), 'accept-encoding'));
}

function isCompressibleJson(reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('application/json') && reply.getHeader('content-encoding') === undefined;
}

/**
 * Compresses JSON answers of at least 1 kB with brotli or gzip, as the client accepts
 * (Vary: Accept-Encoding). Synchronously: for the API's answers (tens of kB) that is well under a
 * millisecond, cheaper than a round trip through libuv's thread pool, which the password hashing
 * keeps busy. Files are not touched: the static server sends the build's precompressed copies.
 */
export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || request.method === 'HEAD' || !isCompressibleJson(reply)) return payload;
    if (!worthCompressing(Buffer.byteLength(payload))) return payload;
    varyOnEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressAnswer(payload, encoding);
  });
}

function appendVary(current: unknown, field: string): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (value.split(',').some((token) => [field, '*'].includes(token.trim().toLowerCase()))) return value;
  return value ? `${value}, ${field}` : field;
}
