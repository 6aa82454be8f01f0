import { describe, expect, it } from 'vitest';
import { createQueryClient, staleTimes } from '../../src/app/query-client';

describe('query client', () => {
  it('keeps answers fresh 5 minutes, never refetches on focus and never retries (spec 9)', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: 300_000, refetchOnWindowFocus: false, retry: 0 });
    expect(mutations).toMatchObject({ retry: 0 });
  });

  it('sends calls even when the browser says it is offline: reads get offline copies, changes fail at once and are never paused for later', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.networkMode).toBe('always');
    expect(mutations?.networkMode).toBe('always');
  });

  it('has the specification’s freshness for notifications (20 s) and the inbox status (0)', () => {
    expect(staleTimes).toEqual({ default: 300_000, notifications: 20_000, inboxStatus: 0 });
  });
});
