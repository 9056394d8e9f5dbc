import type { Plugin, Rollup } from 'vite';

/** Where the map is written in the build (read by src/server/http/web-page.ts). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

/** Every `{ path: '/x', ... import('module') ... }` object of the module: [path, import specifier]. */
function routeImports(node: Node, found: [string, string][] = []): [string, string][] {
  if (node.type === 'ObjectExpression') {
    const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
    const path = properties.find((p) => (p.key as Node).name === 'path')?.value as Node | undefined;
    if (path?.type === 'Literal' && typeof path.value === 'string') {
      const specifier = firstImport(node);
      if (specifier) found.push([path.value, specifier]);
    }
  }
  for (const child of children(node)) routeImports(child, found);
  return found;
}

function firstImport(node: Node): string | null {
  if (node.type === 'ImportExpression' && (node.source as Node).type === 'Literal') return (node.source as Node).value as string;
  for (const child of children(node)) {
    const found = firstImport(child);
    if (found) return found;
  }
  return null;
}

/**
 * Writes, for each path of the route table (src/web/app/routes.tsx), the chunks its screen loads,
 * so the server can preload them in the page it serves for that path: the table stays the only
 * place that pairs paths with screens.
 */
export function routeChunks(routeTableModule: string): Plugin {
  return {
    name: 'plantel-route-chunks',
    apply: 'build',
    async generateBundle(_options: Rollup.NormalizedOutputOptions, bundle: Rollup.OutputBundle) {
      const table = [...this.getModuleIds()].find((id) => id.endsWith(routeTableModule));
      const ast = table && this.getModuleInfo(table)?.ast;
      if (!table || !ast) return this.error(`A tabela de rotas (${routeTableModule}) não está no build.`);
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Rollup.OutputChunk, files: string[] = []): string[] => {
        if (chunk.isEntry || files.includes(chunk.fileName)) return files;
        files.push(chunk.fileName);
        for (const name of chunk.imports) withImports(byName.get(name)!, files);
        return files;
      };
      const map: Record<string, string[]> = {};
      for (const [path, specifier] of routeImports(ast as unknown as Node)) {
        const resolved = await this.resolve(specifier, table);
        // The chunk holding the screen's module (it may share one, e.g. with its charting library).
        const chunk = chunks.find((c) => resolved && c.moduleIds.includes(resolved.id));
        if (!chunk) return this.error(`A tela de ${path} (${specifier}) não virou um chunk.`);
        map[path] = withImports(chunk);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(map) });
    },
  };
}
