import { z } from 'zod';
import { fieldErrorsFrom } from '../../contract/field-errors';
import { Failure } from '../services/failure';

/**
 * Parses request input (body, query or params) with a contract schema. On failure throws a 400
 * `invalid_request` whose fieldErrors map each dotted payload path ('' for the payload itself) to
 * the zod issue codes found there, e.g. `{ 'entries.0.taxNumber': ['invalid_format'] }` (the
 * contract's fieldErrorsFrom, which the client's forms share).
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw Failure.badRequest('invalid_request', { fieldErrors: fieldErrorsFrom(result.error.issues) });
}
