import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedRead } from '../services/read-cache';
import { chooseEncoding, compressAnswer, varyOnEncoding, worthCompressing } from './compression';

/** A cached answer's compressed copies, made once per encoding and kept as long as the answer is. */
const encoded = new WeakMap<CachedRead, { size: number; br?: Buffer; gzip?: Buffer }>();

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 13.1.2). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a cached read with its ETag, or 304 without a body when the client already holds it.
 * Only handlers behind their guard call this, so a 304 is never answered before authorization.
 * The compressed copy is made on the first request that asks for it, not on every one.
 */
export function sendCachedRead(request: FastifyRequest, reply: FastifyReply, read: CachedRead): FastifyReply {
  reply.header('etag', read.etag);
  if (matchesTag(request.headers['if-none-match'], read.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  let copies = encoded.get(read);
  if (!copies) encoded.set(read, (copies = { size: Buffer.byteLength(read.body) }));
  if (!worthCompressing(copies.size)) return reply.send(read.body);
  varyOnEncoding(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(read.body);
  const body = (copies[encoding] ??= compressAnswer(read.body, encoding));
  return reply.header('content-encoding', encoding).send(body);
}
