import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

const hidden = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-hidden-'));
afterAll(() => fs.rmSync(hidden, { recursive: true, force: true }));

// As root the server runs as `postgres`; a data folder under a folder only root may enter (mktemp -d
// makes it mode 700) used to fail inside initdb with a bare "Permission denied".
test.runIf(os.userInfo().uid === 0)('a data folder the server user cannot reach is refused with what to do', async () => {
  fs.chmodSync(hidden, 0o700);
  await expect(startEmbeddedPostgres(path.join(hidden, 'data'))).rejects.toThrow(
    /^O PostgreSQL embutido roda como o usuário postgres .* Use DATA_DIR numa pasta acessível ou libere o acesso \(chmod o\+x\) às pastas acima dela\.$/,
  );
});
