import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';
import { ensureWebBuild } from '../../src/server/web-build';
import { provideTemplateDatabase } from '../../src/server/test/global-setup';
import { chromiumPath } from './browser';

/**
 * Browser tests run against the production build, served by the real server compiled once as `npm
 * start` compiles it. Their servers share one embedded PostgreSQL (the engine Plantel ships), each
 * on its own copy of a database migrated once: a cluster and a migration per file cost ~3 s each.
 * Never TEST_DATABASE_URL's server: the API suite covers that one.
 */
export default async function setup(project: TestProject) {
  chromiumPath();
  ensureWebBuild();
  await buildServer();
  project.provide('builtServer', path.resolve(import.meta.dirname, '../../dist/server/serve.js'));
  return provideTemplateDatabase(project);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server compiled once for the browser tests' servers. */
    builtServer: string;
  }
}
