import { main } from './main';
import { ensureWebBuild } from './web-build';

/** `npm start`: builds the web app when it is missing or older than its sources, then starts the server. */
try {
  ensureWebBuild();
  await main();
} catch (error) {
  console.error(`[plantel] Falha ao iniciar: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
