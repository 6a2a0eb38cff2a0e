import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionData } from '@/server/db/schema/sessions.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { createSessionReader } from '@/server/features/auth/session/session-reader.ts';
import {
  endSession,
  purgeExpiredSessions,
  startSession,
} from '@/server/features/auth/session/session-store.ts';
import { forbidden, unauthorized } from '@/server/lib/app-error.ts';
import { type Role, SESSION_COOKIE, SESSION_TTL_MS } from '@/shared/constants.ts';
import { chatPaths } from '@/shared/contracts/chat-paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** `sid` is the hash of `id`, as stored. */
    session: { id: string; sid: string; data: SessionData } | null;
  }
  interface FastifyReply {
    /** Starts a new session (a fresh id on every sign-in) and sets its cookie. */
    signIn(data: SessionData): Promise<void>;
    /** Ends the current session, if any, and clears its cookie. */
    signOut(): Promise<void>;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Only the API and the chat socket act on who is signed in. Images, assets, the SPA shell and
 * share pages carry the cookie too, and a database lookup for each of those would be wasted.
 */
function readsSession(url: string): boolean {
  return (
    url.startsWith('/api/') || url === chatPaths.socket || url.startsWith(`${chatPaths.socket}?`)
  );
}

interface AuthOptions {
  /** How long a session read from the database is reused; 0 reads it on every request. */
  sessionCacheMs?: number;
}

export default fp(
  async function authPlugin(app: FastifyInstance, { sessionCacheMs }: AuthOptions) {
    const secure = app.config.publicUrl.startsWith('https://');
    await app.register(cookie, { secret: app.config.sessionSecret });

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure,
      signed: true,
      maxAge: SESSION_TTL_MS / 1000,
    };

    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    const sessions = createSessionReader(app.services, sessionCacheMs);
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw || !readsSession(request.url)) return;
      const session = await sessions.read(raw, (value) => request.unsignCookie(value));
      if (!session) return;
      request.user = session.user;
      request.session = { id: session.id, sid: session.sid, data: session.data };
      if (session.renewed) reply.setCookie(SESSION_COOKIE, session.id, cookieOptions);
    });

    app.decorateReply('signIn', async function signIn(this: FastifyReply, data: SessionData) {
      const previous = this.request.session;
      if (previous) await endSession(app.services, previous.sid);
      const sessionId = await startSession(app.services, data);
      this.setCookie(SESSION_COOKIE, sessionId, cookieOptions);
    });

    app.decorateReply('signOut', async function signOut(this: FastifyReply) {
      const current = this.request.session;
      if (current) await endSession(app.services, current.sid);
      this.clearCookie(SESSION_COOKIE, { path: '/' });
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!roles.includes(request.user.role))
        throw forbidden('wrong_role', `Only ${roles.join(' or ')} users can do this`);
    });

    const purge = () =>
      purgeExpiredSessions(app.db).catch((err) => app.log.warn({ err }, 'session purge failed'));
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', purge);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['db', 'config', 'bus'] },
);

/** The signed-in user of a route guarded by `requireUser` or `requireRole`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
