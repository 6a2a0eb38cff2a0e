import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 5001}`;

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
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 1 },
            { name: 'shared', minShareCount: 2 },
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
