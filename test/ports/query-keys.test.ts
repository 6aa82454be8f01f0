import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidate, invalidatedBy, queryKeys, queryRoots } from '../../src/ports/query-keys';

/** A query client holding fresh data under every kind of key the pages use. */
function filledClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const keys = {
    dashboard: queryKeys.dashboard(),
    list: queryKeys.reservationList('arrivals', { dateFrom: null }),
    detail: queryKeys.reservation('r-1'),
    accommodations: queryKeys.accommodations(),
    cards: queryKeys.inboxNotifications('de'),
    status: queryKeys.inboxStatus(),
    features: queryKeys.features(),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { loaded: true });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

describe('query keys and invalidation', () => {
  it('start every key with its root, so a root refreshes all its keys', () => {
    for (const key of [queryKeys.reservationList('departures', {}), queryKeys.reservation('x')]) expect(key[0]).toBe(queryRoots.reservations[0]);
    for (const key of [queryKeys.inboxNotifications('en'), queryKeys.inboxStatus()]) expect(key[0]).toBe(queryRoots.inbox[0]);
  });

  it('make every page that shows an owner booking stale after its removal, the overview included', async () => {
    const { client, stale } = filledClient();
    await invalidate(client, invalidatedBy.ownerBookingRemoved);
    expect(stale()).toEqual(['cards', 'dashboard', 'detail', 'list', 'status']);
  });

  it('refresh the overview with the inbox when an answer may close one of its tasks', async () => {
    const { client, stale } = filledClient();
    await invalidate(client, invalidatedBy.inboxAnswered);
    expect(stale()).toEqual(['cards', 'dashboard', 'status']);
  });

  it('do not keep the answer of a first read that was on its way during the change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const answers = ['before the change', 'after the change'];
    let release = () => {};
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.profileNotifications(),
      queryFn: async () => {
        const answer = answers.shift();
        // The first read is answered from the database before the change, but arrives after it.
        if (answer === 'before the change') await new Promise<void>((resolve) => (release = resolve));
        return answer;
      },
    });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => result.data !== undefined && seen.push(result.data));
    await vi.waitFor(() => expect(client.isFetching()).toBe(1));
    const invalidated = invalidate(client, invalidatedBy.profileChanged);
    release();
    await invalidated;
    await vi.waitFor(() => expect(seen.at(-1)).toBe('after the change'));
    expect(seen).not.toContain('before the change');
    unsubscribe();
  });

  it('leave unrelated data fresh when a card is read', async () => {
    const { client, stale } = filledClient();
    await invalidate(client, invalidatedBy.notificationRead);
    expect(stale()).toEqual(['cards', 'status']);
  });
});
