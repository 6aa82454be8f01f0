import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ChangeParams } from '../../src/contract/payments';

// Found by the contract fuzzer: 36 hex digits and dashes in any order passed and failed in PostgreSQL's uuid column (500).
describe('ChangeParams', () => {
  it('takes a UUID as PostgreSQL writes it and nothing else of that length', () => {
    expect(z.safeParse(ChangeParams, { changeId: '5f0c2a8e-3b1d-4c6f-9a7e-2d4b6c8e0f12' }).success).toBe(true);
    expect(z.safeParse(ChangeParams, { changeId: '000--a0-aaa-0a00aaa0a-0-aa0----a-aa0' }).success).toBe(false);
    expect(z.safeParse(ChangeParams, { changeId: '5F0C2A8E-3B1D-4C6F-9A7E-2D4B6C8E0F12' }).success).toBe(false);
  });
});
