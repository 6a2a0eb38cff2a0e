import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 5001}`;

// zod, and the resolvers that hand its verdicts to react-hook-form: of no use without it.
const ZOD_SOURCE = /[\\/]node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]/;
/** Per chunking pass (a watched build runs one per change): module id → runsZod's answer. */
const runsZodAnswers = new WeakMap<Rolldown.ChunkingContext, Map<string, boolean>>();

/**
 * Whether loading a module loads zod: it is zod, or it imports (statically) a module that does. A
 * module whose imports, all the way down, hold no zod answers false for all of them at once.
 */
function runsZod(id: string, context: Rolldown.ChunkingContext): boolean {
  const known = runsZodAnswers.get(context) ?? new Map<string, boolean>();
  runsZodAnswers.set(context, known);
  const seen = new Set([id]);
  for (const at of seen) {
    if (known.get(at) === false) continue;
    if (known.get(at) || ZOD_SOURCE.test(at)) {
      known.set(id, true);
      return true;
    }
    for (const next of context.getModuleInfo(at)?.importedIds ?? []) seen.add(next);
  }
  for (const at of seen) known.set(at, false);
  return false;
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // The server reads it to name a screen's files in the page's head (screen-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // A phone on HTTP/1.1 pays a round trip per file, six at a time: the app's own code comes
        // as one file rather than a dozen, and the code screens share as one more rather than
        // dozens of small ones (so a screen's first visit may load some code it does not use).
        // zod and the shared code that runs it (schemas, forms) are one file more: zod is large
        // and builds every schema as it loads, and the screens a visitor lands on first (Browse,
        // a listing, a shared listing) use none of it (first-screen-bundle.test.ts), so they load
        // `shared` without it. Each group's modules bring the modules they import along, hence
        // `shared` goes before `zod`, which takes what is left.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            {
              name: (id, context) => (runsZod(id, context) ? null : 'shared'),
              minShareCount: 2,
              priority: 2,
            },
            { name: 'zod', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5000,
    proxy: {
      '/api': apiTarget,
      '/objects': apiTarget,
      '/s/': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
