import { describe, expect, it } from 'vitest';
import { type CachedSession, SessionCache } from '../../../src/server/services/session-cache';

const session: CachedSession = { accountId: 1, userId: '100001', permissions: [], requireNewPassword: false, lastSeenAt: new Date(0), expiresAt: new Date(1e12) };

describe('the session cache', () => {
  it('keeps an entry for its time to live only', () => {
    const cache = new SessionCache(5000);
    cache.set('a', session, 1000);
    expect(cache.get('a', 5999)).toBe(session);
    expect(cache.get('a', 6000)).toBeUndefined();
  });

  it('forgets ended sessions, and everything while it is off', () => {
    const cache = new SessionCache(5000);
    cache.set('a', session, 0);
    cache.set('b', session, 0);
    cache.delete(['a']);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe(session);
    cache.setEnabled(false);
    expect(cache.get('b', 1)).toBeUndefined();
    cache.set('c', session, 1);
    expect(cache.get('c', 2)).toBeUndefined();
    cache.setEnabled(true);
    cache.set('c', session, 1);
    expect(cache.get('c', 2)).toBe(session);
  });

  it('updates an entry without extending its time to live', () => {
    const cache = new SessionCache(5000);
    cache.set('a', session, 0);
    const touched = { ...session, lastSeenAt: new Date(4000) };
    cache.update('a', touched);
    cache.update('b', touched);
    expect(cache.get('a', 4999)).toBe(touched);
    expect(cache.get('a', 5000)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache(5000, 2);
    cache.set('a', session, 0);
    cache.set('b', session, 0);
    cache.set('c', session, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe(session);
  });

  it('does not trust an entry from the future (a clock set back)', () => {
    const cache = new SessionCache(5000);
    cache.set('a', session, 10_000);
    expect(cache.get('a', 9_000)).toBeUndefined();
  });
});
