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

/** The objects of string literals a route's `path` may name (`screenPaths.athlete`): object, then key, then path. */
type Constants = Map<string, Map<string, string>>;

/** The path a route object's `path` property holds: a string literal, or `object.key` of an imported object of literals. */
function pathValue(path: Node, constants: Constants): string | null {
  if (path.type === 'Literal' && typeof path.value === 'string') return path.value;
  const object = path.object as Node | undefined;
  const key = path.property as Node | undefined;
  if (path.type !== 'MemberExpression' || object?.type !== 'Identifier' || key?.type !== 'Identifier') return null;
  return constants.get(object.name as string)?.get(key.name as string) ?? null;
}

/** Every `{ path: '/x', ... import('module') ... }` object of the module: [path, import specifier]. */
function routeImports(node: Node, constants: Constants, found: [string, string][] = []): [string, string][] {
  if (node.type === 'ObjectExpression') {
    const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
    const path = properties.find((p) => (p.key as Node).name === 'path')?.value as Node | undefined;
    const specifier = path && firstImport(node);
    if (path && specifier) {
      const value = pathValue(path, constants);
      if (value === null) throw new Error(`A rota de ${specifier} tem um path que não é um texto nem uma constante importada.`);
      found.push([value, specifier]);
    }
  }
  for (const child of children(node)) routeImports(child, constants, found);
  return found;
}

/** The objects of string literals a module declares (`const screenPaths = { home: '/', ... }`), by name. */
function literalObjects(node: Node, found: Constants = new Map()): Constants {
  const id = node.id as Node | undefined;
  const init = node.init as Node | undefined;
  if (node.type === 'VariableDeclarator' && id?.type === 'Identifier' && init?.type === 'ObjectExpression') {
    const entries = (init.properties as Node[]).flatMap((p) => {
      const key = p.key as Node | undefined;
      const value = p.value as Node | undefined;
      return p.type === 'Property' && key?.type === 'Identifier' && value?.type === 'Literal' && typeof value.value === 'string'
        ? [[key.name as string, value.value] as const]
        : [];
    });
    if (entries.length > 0) found.set(id.name as string, new Map(entries));
  }
  for (const child of children(node)) literalObjects(child, found);
  return found;
}

/** A module's static imports: the specifier, and each name imported with the local name it takes. */
const staticImports = (ast: Node) =>
  (ast.body as Node[])
    .filter((n) => n.type === 'ImportDeclaration')
    .map((n) => ({
      specifier: (n.source as Node).value as string,
      names: (n.specifiers as Node[])
        .filter((s) => s.type === 'ImportSpecifier')
        .map((s) => ({ imported: (s.imported as Node).name as string, local: (s.local as Node).name as string })),
    }));

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
      // The paths the table names through constants of the modules it imports (src/web/lib/paths.ts).
      const constants: Constants = new Map();
      for (const { specifier, names } of staticImports(ast as unknown as Node)) {
        const resolved = names.length > 0 ? await this.resolve(specifier, table) : null;
        const importedAst = resolved && this.getModuleInfo(resolved.id)?.ast;
        if (!importedAst) continue;
        const objects = literalObjects(importedAst as unknown as Node);
        for (const { imported, local } of names) {
          const values = objects.get(imported);
          if (values) constants.set(local, values);
        }
      }
      const map: Record<string, string[]> = {};
      for (const [path, specifier] of routeImports(ast as unknown as Node, constants)) {
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
