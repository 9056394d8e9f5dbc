import { ensureWebBuild } from '../../src/server/web-build';
import { chromiumPath } from './browser';

/** Browser tests run against the production build, served by the real server. */
export default function setup() {
  chromiumPath();
  ensureWebBuild();
}
