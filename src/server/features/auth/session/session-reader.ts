import type { SessionData } from '@/server/db/schema/sessions.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { InvalidatingCache } from '@/server/lib/invalidating-cache.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { SESSION_TTL_MS } from '@/shared/constants.ts';
import { SessionCache } from './session-cache.ts';
import { hashSessionId, isDueForRenewal, readSession, renewSession } from './session-store.ts';
import { isSuspendedAt } from './suspension-check.ts';

export interface SignedInSession {
  user: UserRow;
  /** The session's id as the cookie carries it, and `sid`, its stored hash. */
  id: string;
  sid: string;
  data: SessionData;
  /** The expiry rolled forward: the cookie should be set again. */
  renewed: boolean;
}

type Unsign = (raw: string) => { valid: boolean; value: string | null };

/**
 * Who a session cookie belongs to, for every request that asks. Sessions read from the database
 * are kept for `cacheMs` and dropped when the bus says the session ended or its user changed.
 */
export function createSessionReader({ db, bus, clock }: ServiceContext, cacheMs?: number) {
  const cache = new SessionCache({ ttlMs: cacheMs });
  bus.subscribe((event) => {
    if (event.type === 'bus_reconnected') cache.clear();
    else if (event.type === 'session_ended') cache.forgetSession(event.sid);
    else if (event.type === 'user_changed') cache.forgetUser(event.userId);
  });

  // Checking a cookie's signature and hashing its id (an HMAC and a SHA-256) cost more than the
  // rest of a cached request; the answer for a given cookie never changes, so it is kept.
  const verifiedCookies = new InvalidatingCache<{ id: string; sid: string }>({
    ttlMs: SESSION_TTL_MS,
    maxEntries: 10_000,
  });
  const verifyCookie = (raw: string, unsign: Unsign) => {
    let verified = verifiedCookies.get(raw);
    if (verified) return verified;
    const unsigned = unsign(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    verified = { id: unsigned.value, sid: hashSessionId(unsigned.value) };
    verifiedCookies.set(raw, verified);
    return verified;
  };

  return {
    /** The session behind a signed cookie; null for a bad signature or an ended session. */
    async read(raw: string, unsign: Unsign): Promise<SignedInSession | null> {
      const cookie = verifyCookie(raw, unsign);
      if (!cookie) return null;
      const { id, sid } = cookie;
      let session = cache.get(sid);
      if (!session) {
        const generation = cache.generation;
        session = (await readSession(db, sid)) ?? undefined;
        if (!session) return null;
        cache.set(sid, session, generation);
      }
      // Suspending deletes the person's sessions; one that outlived it (written meanwhile, or
      // cached in a process that missed the event) still lets no request through.
      if (isSuspendedAt(session.user, clock.now())) return null;
      const renewed = isDueForRenewal(session.expire);
      if (renewed) cache.renew(sid, await renewSession(db, sid));
      return { user: session.user, id, sid, data: session.data, renewed };
    },
  };
}
