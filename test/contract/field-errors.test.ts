import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldIssuesOf, problemsOf, refusedProblems } from '../../src/contract/field-errors';
import { GatewayError, refusedFields } from '../../src/ports/gateway-error';

const Request = z.object({ name: z.string().check(z.minLength(2), z.maxLength(5)), email: z.email() });

describe('field problems from the contract', () => {
  it('names each field’s first issue in the terms forms show', () => {
    expect(fieldIssuesOf(Request, { name: '', email: 'x' })).toEqual({ name: 'missing', email: 'invalid' });
    expect(fieldIssuesOf(Request, { name: 'abcdef', email: 'a@b.cd' })).toEqual({ name: 'tooLong' });
  });

  it('reads too short as not accepted, and keeps only the listed fields', () => {
    expect(problemsOf(Request, { name: 'a', email: 'x' }, ['name'])).toEqual({ name: 'invalid' });
    expect(problemsOf(Request, { name: 'ab', email: 'a@b.cd' }, ['name', 'email'])).toEqual({});
  });

  it('turns the fields a 400 answer refused into problems of the listed fields', () => {
    const refused = new GatewayError({ kind: 'http', status: 400, code: 'invalid_request', fieldErrors: { email: ['invalid_format'], other: ['x'] } });
    expect(refusedFields(refused)).toEqual(['email', 'other']);
    expect(refusedProblems(refusedFields(refused), ['name', 'email'])).toEqual({ email: 'invalid' });
    expect(refusedFields(new GatewayError({ kind: 'http', status: 409, code: 'dates_unavailable', fieldErrors: { email: ['x'] } }))).toEqual([]);
    expect(refusedFields(new Error('offline'))).toEqual([]);
  });
});
