import { describe, expect, it } from 'vitest';
import { GatewayError, isTooManyRequests } from '../../src/ports/gateway-error';
import { problemOf } from '../../src/ports/problem-of';

describe('problemOf', () => {
  it('reads a 429 as too many requests, with the seconds to wait', () => {
    expect(problemOf(new GatewayError({ kind: 'http', status: 429, code: 'too_many_requests', retryAfter: 90 }), [])).toEqual({ problem: 'too_many_requests', retryAfter: 90, triesLeft: null });
  });

  it('keeps the codes the caller knows, with the tries left, and reads any other as failed', () => {
    const wrong = new GatewayError({ kind: 'http', status: 400, code: 'invalid_code', triesLeft: 2 });
    expect(problemOf(wrong, ['invalid_code'])).toEqual({ problem: 'invalid_code', retryAfter: null, triesLeft: 2 });
    expect(problemOf(wrong, ['code_expired'])).toEqual({ problem: 'failed', retryAfter: null, triesLeft: 2 });
    expect(problemOf(wrong, ['code_expired'], 'code_expired').problem).toBe('code_expired');
  });

  it('reads no answer at all as failed', () => {
    expect(problemOf(new Error('offline'), ['invalid_code'])).toEqual({ problem: 'failed', retryAfter: null, triesLeft: null });
    expect(problemOf(new GatewayError({ kind: 'network', message: 'api.example' }), []).problem).toBe('failed');
  });
});

describe('isTooManyRequests', () => {
  it('is true for a 429 only', () => {
    expect(isTooManyRequests(new GatewayError({ kind: 'http', status: 429, code: 'too_many_requests' }))).toBe(true);
    expect(isTooManyRequests(new GatewayError({ kind: 'http', status: 400, code: 'invalid_request' }))).toBe(false);
    expect(isTooManyRequests(new Error('offline'))).toBe(false);
  });
});
