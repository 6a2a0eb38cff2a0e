import { subscribe } from 'node:diagnostics_channel';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/**
 * Every route each app registers, collected as it registers them.
 *
 * buildApp creates its Fastify instance inside, and an onRoute hook only sees routes registered
 * after it: Fastify announces each new instance on this channel before anything registers on it.
 * Kept per instance, because test files share a worker and its modules: another file's apps
 * must not add to this one's routes.
 */
const registrations = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  const registered: { method: string; url: string }[] = [];
  registrations.set(fastify, registered);
  fastify.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) registered.push({ method: one, url });
  });
});

// The built SPA's files are served by @fastify/static, one route per file, and hold nothing to
// protect; which files exist depends on whether the client was built.
const builtDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
const isBuiltFile = (url: string) =>
  statSync(`${builtDir}${url}`, { throwIfNoEntry: false })?.isFile();

/** `METHOD /url` of every route `app` registered, bar HEAD twins of GETs and the built SPA's files. */
export const served = (app: FastifyInstance) => {
  const registered = registrations.get(app);
  if (!registered) throw new Error('the app was built before route-collection.ts was imported');
  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
  // Fastify adds a HEAD twin to every GET; it answers as the GET does.
  return new Set(
    registered
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)) && !isBuiltFile(r.url))
      .map((r) => `${r.method} ${r.url}`),
  );
};
