import { z } from 'zod';
import { Failure } from '../services/failure';

/**
 * Parses request input (body, query or params) with a contract schema. On failure throws a 400
 * `invalid_request` whose fieldErrors map each dotted payload path ('' for the payload itself) to
 * the zod issue codes found there, e.g. `{ 'entries.0.taxNumber': ['invalid_format'] }`.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const codes = (fieldErrors[path] ??= []);
    if (!codes.includes(issue.code)) codes.push(issue.code);
  }
  throw Failure.badRequest('invalid_request', { fieldErrors });
}
