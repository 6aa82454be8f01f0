import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Failure } from '../services/failure';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: no field of the
 * API holds them, and PostgreSQL refuses NUL in text and jsonb (a 500 before this check).
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The field error code of a string (or object key) holding such a character. */
export const CONTROL_CHARACTERS_ISSUE = 'invalid_characters';

/** Dotted paths (as the contract's fieldErrors) of every string or key under `value` holding a control character. */
export function controlCharacterPaths(value: unknown, path: readonly string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => controlCharacterPaths(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) found.push([...path, key].join('.'));
      controlCharacterPaths(item, [...path, key], found);
    }
  }
  return found;
}

function refuseControlCharacters(request: FastifyRequest): void {
  const paths = [request.params, request.query, request.body].flatMap((part) => controlCharacterPaths(part));
  if (paths.length === 0) return;
  throw Failure.badRequest('invalid_request', { fieldErrors: Object.fromEntries(paths.map((path) => [path, [CONTROL_CHARACTERS_ISSUE]])) });
}

/**
 * Refuses, for every API and iCal route, path values, query values and body strings with control
 * characters: 400 invalid_request naming each field. One hook instead of a refinement on every
 * string of the contract; it runs before the session check, so the request changes nothing.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (url.startsWith('/api/') || url.startsWith('/ical/')) refuseControlCharacters(request);
  });
}
