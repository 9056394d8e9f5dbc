import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main';

/** `npm start`: builds the web app when it is missing or older than its sources, then starts the server. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

function webIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const sources = ['src/web', 'src/domain', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p)).filter((p) => fs.existsSync(p));
  return Math.max(...sources.map(newestMtime)) > fs.statSync(builtIndex).mtimeMs;
}

if (webIsStale()) {
  console.log('[plantel] Compilando a aplicação web...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

main().catch((error) => {
  console.error(`[plantel] Falha ao iniciar: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
