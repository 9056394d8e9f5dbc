import { exitOnStartFailure, main } from './main';
import { ensureWebBuild } from './web-build';

/** `npm start`: builds the web app when it is missing or older than its sources, then starts the server. */
try {
  ensureWebBuild();
  await main();
} catch (error) {
  exitOnStartFailure(error);
}
