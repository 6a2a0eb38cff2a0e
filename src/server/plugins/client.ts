import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { projectRoot } from '@/server/project-root.ts';
import { isClientScreen } from '@/shared/routes.ts';
import { screenPreloads } from './screen-preloads.ts';

const builtDir = path.join(projectRoot, 'dist/client');
// Before a build (API tests, a fresh clone) the source template still renders server pages.
const sourceShell = path.join(projectRoot, 'src/client/index.html');
const NON_SPA_PREFIXES = ['/api/', '/objects/', '/ws'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers the SPA's index.html, with `head` (escaped tags) in place of its title and `body`
     * (escaped HTML) at the start of the app's root, which the app replaces once it runs.
     */
    sendShell(status: number, head?: string, body?: string): FastifyReply;
  }
}

/**
 * Serves the built SPA. Screens get index.html; any other path gets it too (the SPA shows
 * "404 Page Not Found") but with status 404; unknown API paths answer JSON.
 */
export default fp(
  async function clientPlugin(app: FastifyInstance, { root = builtDir }: { root?: string }) {
    const built = existsSync(`${root}/index.html`);
    const shell = readFileSync(built ? `${root}/index.html` : sourceShell, 'utf8');
    const preloadsFor = screenPreloads(root);

    if (built) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        // Routes per built file; with a wildcard, "/" would be answered as a directory (403).
        wildcard: false,
        // The build writes .br and .gz beside each text file; they answer for it, never alone.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: (reply, filePath) => {
          // Vite names every file under assets/ by its content's hash: a new build, a new name.
          const hashed = filePath.startsWith(path.join(root, 'assets/'));
          reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.decorateReply(
      'sendShell',
      function sendShell(this: FastifyReply, status: number, head?: string, body?: string) {
        // Replacements are functions: a string would expand `$&`, `$'` and `` $` `` in a
        // listing's name into pieces of the page itself.
        const page = head
          ? shell
              .replace(/<meta name="description"[^>]*>\s*/, '')
              .replace(/<title>[\s\S]*?<\/title>/, () => head)
          : shell;
        const withBody = body
          ? page.replace('<div id="root">', () => `<div id="root">${body}`)
          : page;
        const preloads = status === 200 ? preloadsFor(this.request.url.split('?')[0] ?? '/') : '';
        const html = preloads ? withBody.replace('</head>', () => `${preloads}</head>`) : withBody;
        return this.status(status)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || NON_SPA_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        return reply
          .status(404)
          .send({ code: 'route_not_found', message: `Route ${request.method} ${path} not found` });
      }
      return reply.sendShell(isClientScreen(path) ? 200 : 404);
    });
  },
  { name: 'client' },
);
