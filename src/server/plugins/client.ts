import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isClientScreen } from '../../shared/routes.ts';

const clientDir = fileURLToPath(new URL('../../../dist/client', import.meta.url));
const NON_SPA_PREFIXES = ['/api/', '/objects/', '/ws'];

/**
 * Serves the built SPA. Screens get index.html; any other path gets it too (the SPA shows
 * "404 Page Not Found") but with status 404; unknown API paths answer JSON.
 */
export default fp(
  async function clientPlugin(app: FastifyInstance) {
    const indexFile = `${clientDir}/index.html`;
    const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

    if (shell) {
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        // Routes per built file; with a wildcard, "/" would be answered as a directory (403).
        wildcard: false,
        setHeaders: (reply, filePath) => {
          if (filePath.includes('/assets/')) {
            reply.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || NON_SPA_PREFIXES.some((prefix) => path.startsWith(prefix)) || !shell) {
        return reply.status(404).send({ message: `Route ${request.method} ${path} not found` });
      }
      return reply
        .status(isClientScreen(path) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell);
    });
  },
  { name: 'client' },
);
