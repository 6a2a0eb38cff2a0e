import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { acceptInvitationsOnSignup } from './my-invitations.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles once the invitations of the signups announced so far are answered. */
    invitationsOnSignup: { settled(): Promise<void> };
  }
}

/**
 * A tester who signs up to a listing by any path has answered the invitations to its cycles. Only
 * the process that made the signup hears it here, so the update runs once; saves and leaves,
 * which announce other events, cost nothing here.
 */
export default fp(
  async function invitationsOnSignupPlugin(app: FastifyInstance) {
    const running = new Set<Promise<void>>();
    app.bus.subscribeOwn((event) => {
      if (event.type !== 'tester_joined') return;
      const run = acceptInvitationsOnSignup(
        app.db,
        event.testerId,
        event.listingId,
        app.services.clock.now(),
      )
        .catch((err) => app.log.error({ err }, 'accepting invitations on signup failed'))
        .finally(() => running.delete(run));
      running.add(run);
    });
    const settled = async () => {
      await Promise.all(running);
    };
    app.decorate('invitationsOnSignup', { settled });
    app.addHook('onClose', settled);
  },
  { name: 'invitations-on-signup', dependencies: ['bus'] },
);
