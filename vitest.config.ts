import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = {
  '@domain': path.resolve(import.meta.dirname, 'src/domain'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

/**
 * Longest files first, so the two workers finish together instead of one running the walk alone at
 * the end. Vitest orders by the last run's durations, or on a fresh clone (CI) by file size; the
 * browser files outlast every other and the walk's parts (three lines each) outlast every browser file.
 */
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) =>
      /[/\\]e2e[/\\]walkthrough-[^/\\]+$/.test(file.moduleId) ? 0 : ({ e2e: 1, api: 2, components: 3 }[file.project.name] ?? 4);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest runs one file at a time on 2 cores (cores − 1), but most of a test's time is spent waiting
    // on PostgreSQL and Chromium in their own processes: two at a time took the suite from 18.5 to 13 min.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
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
          // Each file builds its own app on its own database copy (test-app.ts), so the files share a
          // worker's loaded modules instead of importing the whole server again: 270 s → 170 s here.
          isolate: false,
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
          setupFiles: ['e2e/support/on-failure.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real servers killed and loaded for minutes: `npm run test:resilience`, run by CI after `npm test`. Its four files at
        // once (package.json; each its own server and data folder): most of their time is the servers' own timeouts and the
        // load's fixed minute, so they overlap well: 162 s two at a time → 106 s.
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
