import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';

/**
 * Every route the app registers, collected as it registers them.
 *
 * buildApp creates its Fastify instance inside, and an onRoute hook only sees routes registered
 * after it: wrapping the factory is the one way to watch every registration without editing it.
 * A test file mocks `fastify` with `watchRegistrations`, importing this module inside the factory
 * (type-only imports of `fastify` here keep that import from needing the mocked module).
 */
export const registered: { method: string; url: string }[] = [];

export function watchRegistrations(actual: typeof import('fastify')) {
  const watched = (options?: FastifyServerOptions) => {
    const app = actual.default(options);
    app.addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) registered.push({ method: one, url });
    });
    return app;
  };
  return { ...actual, default: watched, fastify: watched };
}

// The built SPA's files are served by @fastify/static, one route per file, and hold nothing to
// protect; which files exist depends on whether the client was built.
const builtDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
const isBuiltFile = (url: string) =>
  statSync(`${builtDir}${url}`, { throwIfNoEntry: false })?.isFile();

/** `METHOD /url` of every route registered, bar HEAD twins of GETs and the built SPA's files. */
export const served = () => {
  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
  // Fastify adds a HEAD twin to every GET; it answers as the GET does.
  return new Set(
    registered
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)) && !isBuiltFile(r.url))
      .map((r) => `${r.method} ${r.url}`),
  );
};
