import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import clientPlugin from '@/server/plugins/client.ts';

/**
 * A built client in miniature for one test file: `files` (paths under the build's root) are
 * written before the file's tests, `prepare` may then change the root as a build step would, and
 * the client plugin serves it. The root is removed after the tests.
 */
export function serveBuiltClient(
  files: Record<string, string>,
  prepare?: (root: string) => void,
): { root: string; app: () => FastifyInstance } {
  const root = mkdtempSync(path.join(tmpdir(), 'bh-client-'));
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    prepare?.(root);
    app = Fastify();
    await app.register(clientPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    root,
    app: () => {
      if (!app) throw new Error('the built client is served only inside its tests');
      return app;
    },
  };
}
