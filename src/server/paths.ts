import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (migrations/, dist/), found from this module's own place: src/server when
 * tsx runs the sources, dist/server when npm start runs the compiled server.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'migrations')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`Pasta do projeto não encontrada a partir de ${from}`);
  }
}

export const ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));
