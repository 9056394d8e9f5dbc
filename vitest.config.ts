import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': path.resolve(import.meta.dirname, 'src/domain'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest runs one file at a time on 2 cores (cores − 1), but most of a test's time is spent waiting
    // on PostgreSQL and Chromium in their own processes: two at a time took the suite from 18.5 to 13 min.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.ts'], environment: 'node' },
      },
      {
        // The shared web pieces rendered in jsdom and used through Testing Library, as a user would.
        extends: true,
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real servers killed and loaded for minutes, one file at a time: `npm run test:resilience`, run by CI after `npm test`.
        extends: true,
        test: {
          name: 'resilience',
          include: ['resilience/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
