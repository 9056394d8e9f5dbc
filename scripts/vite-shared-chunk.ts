import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Our modules and the UI libraries a signed-in screen renders with. */
const UI_KIT =
  /\/src\/web\/(app|components|lib|shell)\/|\/src\/web\/features\/[^/]+\/api\/|\/src\/domain\/|\/node_modules\/(@radix-ui|radix-ui|@floating-ui|react-remove-scroll[^/]*|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib|lucide-react)\//;
/** Only forms need these; a module that imports them, even indirectly, stays with its screen or dialog. */
const FORMS = /\/node_modules\/(zod|react-hook-form|@hookform\/[^/]+)\//;
/** A package whose index only re-exports others (`import * as Select from '@radix-ui/react-select'`). */
const BARREL = /\/node_modules\/radix-ui\//;

type Meta = Rollup.ManualChunkMeta;

/** What a module takes from a barrel: `import { Select as SelectPrimitive, Slot } from 'radix-ui'` gives Select and Slot. */
function barrelMembers(meta: Meta, importer: string, barrel: string): string[] {
  const names = [...(meta.getModuleInfo(importer)?.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g)].flatMap(([, members = '']) =>
    members.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]),
  );
  const barrelInfo = meta.getModuleInfo(barrel);
  const packages = new Map([...(barrelInfo?.code ?? '').matchAll(/import \* as (\w+) from "([^"]+)"/g)].map((match) => [match[1], match[2]]));
  return names.flatMap((name) => {
    const target = packages.get(name);
    const id = target && barrelInfo?.importedIds.find((candidate) => candidate.includes(`/node_modules/${target}/`));
    return id ? [id] : [];
  });
}

/** A feature's index.ts: it only re-exports what other features may use (eslint.config.js). */
const FEATURE_INDEX = /\/src\/web\/features\/([^/]+)\/index\.ts$/;

interface Node {
  type: string;
  [key: string]: unknown;
}

const body = (meta: Meta, id: string) => ((meta.getModuleInfo(id)?.ast as unknown as Node | null)?.body as Node[] | undefined) ?? [];

/**
 * The static imports with each feature index looked through: what a module takes from
 * `@web/features/payments` is the modules that index re-exports those names from. Else a module
 * importing an index would seem to import all of it (a forms user when one re-exported dialog is),
 * and a module two features use would seem imported by its own feature's index only.
 */
function lookThroughIndexes(meta: Meta) {
  const resolve = (from: string, specifier: string, candidates: readonly string[]) => {
    const base = path.resolve(path.dirname(from), specifier);
    return candidates.find((id) => ['.ts', '.tsx', '/index.ts', '/index.tsx'].some((extension) => id === base + extension));
  };
  /** An index's exports: each name and the module it re-exports it from. */
  const exportsOf = new Map<string, Map<string, string>>();
  const indexExports = (index: string) => {
    let names = exportsOf.get(index);
    if (!names) {
      names = new Map();
      for (const node of body(meta, index)) {
        const source = node.type === 'ExportNamedDeclaration' ? ((node.source as Node | null)?.value as string | undefined) : undefined;
        const from = source && resolve(index, source, meta.getModuleInfo(index)?.importedIds ?? []);
        if (from) for (const specifier of node.specifiers as Node[]) names.set((specifier.exported as Node).name as string, from);
      }
      exportsOf.set(index, names);
    }
    return names;
  };
  /** The modules `importer` takes names from through `index`; all the index re-exports when it cannot tell. */
  const takenFrom = (importer: string, index: string): string[] => {
    const exported = indexExports(index);
    const taken = new Set<string>();
    for (const node of body(meta, importer)) {
      const source = node.type === 'ImportDeclaration' ? ((node.source as Node).value as string) : undefined;
      if (source !== `@web/features/${FEATURE_INDEX.exec(index)![1]}`) continue;
      for (const specifier of node.specifiers as Node[]) {
        const from = specifier.type === 'ImportSpecifier' ? exported.get((specifier.imported as Node).name as string) : undefined;
        if (!from) return [index];
        taken.add(from);
      }
    }
    return taken.size > 0 ? [...taken] : [index];
  };
  const imports = new Map<string, string[]>();
  const importers = new Map<string, Set<string>>();
  for (const id of meta.getModuleIds()) {
    const dependencies = (meta.getModuleInfo(id)?.importedIds ?? []).flatMap((dependency) => (FEATURE_INDEX.test(dependency) ? takenFrom(id, dependency) : [dependency]));
    imports.set(id, [...new Set(dependencies)]);
    // An index passes names on: the modules taking them are the importers.
    if (!FEATURE_INDEX.test(id)) for (const dependency of dependencies) importers.set(dependency, (importers.get(dependency) ?? new Set()).add(id));
  }
  return {
    importedIds: (id: string) => imports.get(id) ?? [],
    importers: (id: string) => [...(importers.get(id) ?? [])],
  };
}
type Graph = ReturnType<typeof lookThroughIndexes>;

/**
 * A feature's index only re-exports: importing it runs nothing. Said to Rollup, a module that takes
 * one name from an index depends on the module declaring that name only; else every module the index
 * re-exports (and what they import, the form libraries among them) would load with any screen that
 * takes one name from it.
 */
export function featureIndexesWithoutSideEffects(): Plugin {
  return {
    name: 'plantel-feature-indexes',
    transform(code, id) {
      return FEATURE_INDEX.test(id) ? { code, map: null, moduleSideEffects: false } : undefined;
    },
  };
}

/** Every module `roots` import statically, following a barrel only into what is taken from it. */
function staticClosure(meta: Meta, graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const dependency of graph.importedIds(id)) {
      if (!BARREL.test(dependency)) visit(dependency);
      else {
        seen.add(dependency);
        barrelMembers(meta, id, dependency).forEach(visit);
      }
    }
  };
  roots.forEach(visit);
  return seen;
}

const featureOf = (id: string) => /\/src\/web\/features\/([^/]+)\//.exec(id)?.[1];

/**
 * A feature's module that other features' screens import too and that needs nothing but the kit,
 * like the athlete's avatar on the athletes and the payments lists: on its own it became a chunk of
 * 1-2 KB, one more request before either screen renders.
 */
function sharedAcrossFeatures(meta: Meta, graph: Graph, id: string, inKit: (id: string) => boolean): boolean {
  if (!featureOf(id)) return false;
  const features = new Set([...graph.importers(id), ...(meta.getModuleInfo(id)?.dynamicImporters ?? [])].map(featureOf));
  return features.size > 1 && graph.importedIds(id).every(inKit);
}

/** `targets` and every module that imports one of them statically, directly or not. */
function staticImporters(graph: Graph, targets: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    graph.importers(id).forEach(visit);
  };
  targets.forEach(visit);
  return seen;
}

/**
 * Rollup's manualChunks: the code the signed-in screens share goes in one chunk, 'shared', instead
 * of one chunk per set of screens that share it. /atletas loaded 18 files of 1 to 18 KB; over
 * HTTP/1.1, six at a time, that was three round trips before the screen could render (the
 * LCP). What the entry or the landing page load statically goes in the entry ('core'): the landing
 * never loads 'shared', and 'shared' does not pull the entry's modules into itself.
 *
 * A manual chunk also takes the static dependencies no chunk names. Rollup would find them through a
 * feature index (every module it re-exports, and theirs), so they are named here, on the graph that
 * looks through the indexes, and Rollup is told to take only the names (onlyExplicitManualChunks in
 * vite.config.ts).
 */
export function sharedChunk(landingModule: string): Rollup.GetManualChunk {
  let chunks: Map<string, string> | undefined;
  return (id, meta) => {
    if (!chunks) {
      const ids = [...meta.getModuleIds()];
      const graph = lookThroughIndexes(meta);
      const core = staticClosure(meta, graph, ids.filter((moduleId) => meta.getModuleInfo(moduleId)?.isEntry || moduleId.endsWith(landingModule)));
      const formsUsers = staticImporters(graph, ids.filter((moduleId) => FORMS.test(moduleId)));
      const inKit = (moduleId: string) => core.has(moduleId) || (!formsUsers.has(moduleId) && UI_KIT.test(moduleId));
      const named = new Map<string, string>();
      for (const moduleId of ids) {
        if (moduleId.endsWith(landingModule)) continue;
        if (core.has(moduleId)) named.set(moduleId, 'core');
        else if (inKit(moduleId) || sharedAcrossFeatures(meta, graph, moduleId, inKit)) named.set(moduleId, 'shared');
      }
      for (const name of ['core', 'shared']) {
        const members = [...named].filter(([, chunk]) => chunk === name).map(([moduleId]) => moduleId);
        for (const member of members)
          for (const dependency of graph.importedIds(member))
            if (!named.has(dependency) && !meta.getModuleInfo(dependency)?.isExternal) {
              named.set(dependency, name);
              members.push(dependency);
            }
      }
      chunks = named;
    }
    return chunks.get(id);
  };
}
