/** Compiles the server into dist/server (build-server.mjs, a plain ES module shared with npm start). */
export function buildServer(): Promise<void>;
