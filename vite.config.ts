import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { webSizeBudget } from './bench/web-size';
import { precompress } from './scripts/vite-precompress';
import { routeChunks } from './scripts/vite-route-chunks';
import { featureIndexesWithoutSideEffects, sharedChunk } from './scripts/vite-shared-chunk';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The web app: index.html at the repository root, entry src/web/main.tsx, built into dist/web
 * (served by the API server in production). Every screen is a lazy chunk (see src/web/app/routes.tsx),
 * so the public landing loads only what it shows.
 */
export default defineConfig(({ command, mode }) => {
  // A build started from another process (the server's stale-build check, a test run with
  // NODE_ENV=test) must still ship production React, not its development bundle.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';

  return {
    root: '.',
    plugins: [
      react(),
      tailwindcss(),
      webSizeBudget(fromRoot('./bench/web-budget.json'), 'src/web/features/landing/landing-page.tsx'),
      routeChunks('src/web/app/routes.tsx'),
      featureIndexesWithoutSideEffects(),
      precompress(),
    ],
    resolve: {
      alias: {
        '@domain': fromRoot('./src/domain'),
        '@web': fromRoot('./src/web'),
      },
    },
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      // .vite/manifest.json: the server reads it to preload the first screen's chunks (src/server/http/web-page.ts).
      manifest: true,
      rollupOptions: {
        // The code the signed-in screens share in one chunk: a screen was up to 40 requests of 1-2 KB
        // each, queued six at a time over HTTP/1.1 (ADR 0007).
        output: { manualChunks: sharedChunk('src/web/features/landing/landing-page.tsx'), onlyExplicitManualChunks: true },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://localhost:5000',
      },
    },
  };
});
