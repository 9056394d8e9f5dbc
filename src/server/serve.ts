import { exitOnStartFailure, main } from './main';

/**
 * The server alone, without start.ts's web build check (the benchmark and the browser tests). An
 * entry of its own: main.ts used to start itself when it was the script run, which in the bundled
 * start.js was also true, so `node dist/server/start.js` started two servers.
 */
await main().catch(exitOnStartFailure);
