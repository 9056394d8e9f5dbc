import { buildServer } from './build-server.mjs';

/** `npm start`: compiles the server, then runs it (it builds the web app itself when stale). */
await buildServer();
await import('../dist/server/start.js');
