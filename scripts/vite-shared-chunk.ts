import type { Rollup } from 'vite';

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

/** Every module `roots` import statically, following a barrel only into what is taken from it. */
function staticClosure(meta: Meta, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const dependency of meta.getModuleInfo(id)?.importedIds ?? []) {
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
function sharedAcrossFeatures(meta: Meta, id: string, inKit: (id: string) => boolean): boolean {
  const info = meta.getModuleInfo(id);
  if (!info || !featureOf(id)) return false;
  const features = new Set([...info.importers, ...info.dynamicImporters].map(featureOf));
  return features.size > 1 && info.importedIds.every(inKit);
}

/** `targets` and every module that imports one of them statically, directly or not. */
function staticImporters(meta: Meta, targets: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    meta.getModuleInfo(id)?.importers.forEach(visit);
  };
  targets.forEach(visit);
  return seen;
}

/**
 * Rollup's manualChunks: the code the signed-in screens share goes in one chunk, 'shared', instead
 * of one chunk per set of screens that share it. /atletas loaded 18 files of 1 to 18 KB; over
 * HTTP/1.1, six at a time, that was three round trips before the screen could render (the
 * LCP). What the entry or the landing page load statically goes in the entry ('core'): the landing
 * never loads 'shared', and 'shared' does not pull the entry's modules into itself (Rollup puts
 * an unassigned dependency in the manual chunk that imports it).
 */
export function sharedChunk(landingModule: string): Rollup.GetManualChunk {
  let groups: { core: Set<string>; inKit: (id: string) => boolean } | undefined;
  return (id, meta) => {
    if (!groups) {
      const ids = [...meta.getModuleIds()];
      const core = staticClosure(meta, ids.filter((moduleId) => meta.getModuleInfo(moduleId)?.isEntry || moduleId.endsWith(landingModule)));
      const formsUsers = staticImporters(meta, ids.filter((moduleId) => FORMS.test(moduleId)));
      groups = { core, inKit: (moduleId) => core.has(moduleId) || (!formsUsers.has(moduleId) && UI_KIT.test(moduleId)) };
    }
    const { core, inKit } = groups;
    if (id.endsWith(landingModule)) return undefined;
    if (core.has(id)) return 'core';
    return inKit(id) || sharedAcrossFeatures(meta, id, inKit) ? 'shared' : undefined;
  };
}
