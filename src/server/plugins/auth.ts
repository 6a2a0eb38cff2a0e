import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Role, SESSION_COOKIE, SESSION_TTL_MS } from '../../shared/constants.ts';
import { chatPaths } from '../../shared/contracts/chat-paths.ts';
import type { SessionData } from '../db/schema/sessions.ts';
import type { UserRow } from '../db/schema/users.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import {
  createSession,
  deleteSession,
  findActiveSession,
  purgeExpiredSessions,
} from '../lib/session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    session: { id: string; data: SessionData } | null;
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

export default fp(
  async function authPlugin(app: FastifyInstance) {
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

    app.addHook('onRequest', async (request, reply) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw || !readsSession(request.url)) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const active = await findActiveSession(app.db, unsigned.value);
      if (!active) return;
      request.user = active.user;
      request.session = { id: unsigned.value, data: active.data };
      if (active.renewed) reply.setCookie(SESSION_COOKIE, unsigned.value, cookieOptions);
    });

    app.decorateReply('signIn', async function signIn(this: FastifyReply, data: SessionData) {
      const previous = this.request.session;
      if (previous) await deleteSession(app.db, previous.id);
      const sessionId = await createSession(app.db, data);
      this.setCookie(SESSION_COOKIE, sessionId, cookieOptions);
    });

    app.decorateReply('signOut', async function signOut(this: FastifyReply) {
      const current = this.request.session;
      if (current) await deleteSession(app.db, current.id);
      this.clearCookie(SESSION_COOKIE, { path: '/' });
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!roles.includes(request.user.role))
        throw forbidden(`Only ${roles.join(' or ')} users can do this`);
    });

    const purge = () =>
      purgeExpiredSessions(app.db).catch((err) => app.log.warn({ err }, 'session purge failed'));
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', purge);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['db', 'config'] },
);

/** The signed-in user of a route guarded by `requireUser` or `requireRole`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
