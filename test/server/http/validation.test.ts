import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { SaveTaxIdsRequest } from '../../../src/contract/profile';
import { parseInput } from '../../../src/server/http/validation';
import { Failure } from '../../../src/server/services/failure';

function failureOf(run: () => unknown): Failure {
  try {
    run();
  } catch (error) {
    if (error instanceof Failure) return error;
    throw error;
  }
  throw new Error('no failure');
}

describe('parseInput', () => {
  it('returns the parsed (trimmed) value', () => {
    expect(parseInput(SaveTaxIdsRequest, { entries: [{ id: 'a', taxNumber: '  AB1234 ' }] })).toEqual({ entries: [{ id: 'a', taxNumber: 'AB1234' }] });
  });

  it('turns issues into a 400 with dotted paths and issue codes', () => {
    const failure = failureOf(() => parseInput(SaveTaxIdsRequest, { entries: [{ id: '', taxNumber: '!' }, { id: 'ok', taxNumber: 5 }] }));
    expect(failure.status).toBe(400);
    expect(failure.body).toEqual({
      code: 'invalid_request',
      fieldErrors: { 'entries.0.id': ['too_small'], 'entries.0.taxNumber': ['invalid_format'], 'entries.1.taxNumber': ['invalid_type'] },
    });
  });

  it('reports a missing payload at the empty path', () => {
    expect(failureOf(() => parseInput(z.object({ a: z.string() }), undefined)).body.fieldErrors).toEqual({ '': ['invalid_type'] });
  });
});
