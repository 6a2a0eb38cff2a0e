import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const PERSONAL = 'private, no-store';

/**
 * An API answer made for a signed-in person (or one that signs them in or out) is theirs alone:
 * no shared cache may keep it for the next person, and no browser may keep it on disk after they
 * sign out of a shared computer. A route that chose its own caching keeps it; anonymous answers
 * (Browse, a listing) keep theirs.
 */
export default fp(
  async function personalAnswersPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      const personal = request.user !== null || reply.hasHeader('set-cookie');
      if (personal && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('Cache-Control', PERSONAL);
      }
      return payload;
    });
  },
  { name: 'personal-answers', dependencies: ['auth'] },
);
