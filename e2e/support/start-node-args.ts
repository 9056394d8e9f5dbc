import fs from 'node:fs';
import path from 'node:path';

/**
 * The Node flags `npm start` gives the server (e.g. its heap limit), read from package.json so the
 * browser tests, the resilience tests and the benchmark run the server exactly as it ships. Apart
 * from server.ts, which needs vitest's inject: the benchmark runs outside vitest.
 */
export const START_NODE_ARGS: string[] = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { start: string } };
  // "node <flags> scripts/start.mjs"
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
})();
