import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Prints the gzipped JavaScript the landing page loads and each screen's own chunk, and fails the
 * build above bench/web-budget.json (landing under 150 KB, no route chunk over 100 KB).
 */
export function webSizeBudget(budgetFile: string, landingModule: string): Plugin {
  return {
    name: 'plantel-web-size-budget',
    apply: 'build',
    generateBundle(_options: Rollup.NormalizedOutputOptions, bundle: Rollup.OutputBundle) {
      const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8')) as { landingJsKb: number; routeChunkKb: number };
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const kb = (chunk: OutputChunk) => gzipSync(chunk.code).length / 1024;
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withStaticImports = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const name of chunk.imports) withStaticImports(byName.get(name)!, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(landingModule));
      if (!landing) return this.error(`A página inicial (${landingModule}) não virou um chunk próprio.`);
      const landingFiles = withStaticImports(landing, withStaticImports(entry));
      const landingKb = [...landingFiles].reduce((sum, name) => sum + kb(byName.get(name)!), 0);

      const routes = chunks.filter((chunk) => chunk.isDynamicEntry).map((chunk) => ({ name: chunk.name, kb: kb(chunk) }));
      routes.sort((a, b) => b.kb - a.kb);
      const lines = [
        `JavaScript da página inicial: ${landingKb.toFixed(1)} KB gzip (limite ${budget.landingJsKb} KB)`,
        `Chunks de tela (gzip, limite ${budget.routeChunkKb} KB cada):`,
        ...routes.map((route) => `  ${route.name.padEnd(32)} ${route.kb.toFixed(1).padStart(6)} KB`),
      ];
      this.info(`\n${lines.join('\n')}`);
      const over = [
        ...(landingKb > budget.landingJsKb ? [`página inicial ${landingKb.toFixed(1)} KB > ${budget.landingJsKb} KB`] : []),
        ...routes.filter((route) => route.kb > budget.routeChunkKb).map((route) => `${route.name} ${route.kb.toFixed(1)} KB > ${budget.routeChunkKb} KB`),
      ];
      if (over.length) this.error(`Orçamento de tamanho estourado: ${over.join('; ')}`);
    },
  };
}
