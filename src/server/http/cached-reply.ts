import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedRead } from '../services/read-cache';

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 13.1.2). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a cached read with its ETag, or 304 without a body when the client already holds it.
 * Only handlers behind their guard call this, so a 304 is never answered before authorization.
 */
export function sendCachedRead(request: FastifyRequest, reply: FastifyReply, read: CachedRead): FastifyReply {
  reply.header('etag', read.etag);
  if (matchesTag(request.headers['if-none-match'], read.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(read.body);
}
