import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT as root } from './paths';

export const WEB_DIR = path.join(root, 'dist/web');
const SOURCES = [
  'src/web',
  'src/domain',
  'index.html',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-route-chunks.ts',
  'scripts/vite-shared-chunk.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

export function webBuildIsStale() {
  const builtIndex = path.join(WEB_DIR, 'index.html');
  if (!fs.existsSync(builtIndex)) return true;
  const sources = SOURCES.map((p) => path.join(root, p)).filter((p) => fs.existsSync(p));
  return Math.max(...sources.map(newestMtime)) > fs.statSync(builtIndex).mtimeMs;
}

/** Builds the web app into dist/web when it is missing or older than its sources. */
export function ensureWebBuild(log: (message: string) => void = console.log) {
  if (!webBuildIsStale()) return;
  log('[plantel] Compilando a aplicação web...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('A compilação da aplicação web falhou.');
}
