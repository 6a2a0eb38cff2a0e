import { describe, expect, it } from 'vitest';
import type { UserRow } from '@/server/db/schema/users.ts';
import { SessionCache, type StoredSession } from './session-cache.ts';

const session = (userId: string, expire = new Date(Date.now() + 3_600_000)): StoredSession => ({
  user: { id: userId } as UserRow,
  data: { userId },
  expire,
});

describe('SessionCache', () => {
  it('answers a cached session until its time to live runs out', () => {
    let now = 1_000;
    const cache = new SessionCache({ ttlMs: 100, now: () => now });
    cache.set('a', session('u1', new Date(10_000)));
    now = 1_099;
    expect(cache.get('a')?.user.id).toBe('u1');
    now = 1_100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never answers a session past its own expiry', () => {
    let now = 1_000;
    const cache = new SessionCache({ ttlMs: 60_000, now: () => now });
    cache.set('a', session('u1', new Date(1_500)));
    now = 1_500;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every session of a changed user and only theirs', () => {
    const cache = new SessionCache();
    cache.set('a', session('u1'));
    cache.set('b', session('u1'));
    cache.set('c', session('u2'));
    cache.forgetUser('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.user.id).toBe('u2');
  });

  it('makes room by dropping the oldest entry when full', () => {
    const cache = new SessionCache({ maxEntries: 2 });
    cache.set('a', session('u1'));
    cache.set('b', session('u2'));
    cache.set('c', session('u3'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.user.id).toBe('u3');
  });

  it('keeps nothing with a time to live of zero', () => {
    const cache = new SessionCache({ ttlMs: 0 });
    cache.set('a', session('u1'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a row read while its user or session was invalidated', () => {
    const cache = new SessionCache();
    let before = cache.generation;
    // A role change is handled while the session row is still being read...
    cache.forgetUser('u1');
    cache.set('a', session('u1'), before);
    expect(cache.get('a')).toBeUndefined();
    before = cache.generation;
    cache.forgetSession('a');
    cache.set('a', session('u1'), before);
    expect(cache.get('a')).toBeUndefined();
    // ...while someone else's invalidation does not spoil the read.
    before = cache.generation;
    cache.forgetUser('u2');
    cache.forgetSession('b');
    cache.set('a', session('u1'), before);
    expect(cache.get('a')?.user.id).toBe('u1');
    // After a clear, nothing read before it is trusted.
    before = cache.generation;
    cache.clear();
    cache.set('c', session('u3'), before);
    expect(cache.get('c')).toBeUndefined();
  });
});
