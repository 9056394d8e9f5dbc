import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Server modules (src/server/modules/<área>) may depend on one another one way only: a module that
 * imports another must not be reached back from it, through any chain of modules. import-x/no-cycle
 * sees files, and two folders can import each other through four files without one file cycle;
 * this rule sees folders. What two modules share goes down a layer: SQL to db/, access scopes to
 * auth/, texts to src/domain.
 *
 * The graph of the other modules is read from disk once per run (every non-test .ts file's
 * import/export specifiers); test files are leaves, nothing imports them, so they are left out.
 */
const modulesDir = path.resolve(import.meta.dirname, '../src/server/modules');
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The module folder a path lies in, or null outside src/server/modules. */
function moduleOf(file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

function targetModule(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  return moduleOf(path.resolve(path.dirname(fromFile), specifier));
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

let graph;
/** module → the modules its files import. */
function moduleGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const file of listFiles(modulesDir)) {
    const from = moduleOf(file);
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const to = targetModule(file, match[1] ?? match[2]);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A chain of modules from `start` to `goal`, or null. */
function pathBetween(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift();
    const last = chain[chain.length - 1];
    if (last === goal) return chain;
    for (const next of moduleGraph().get(last) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...chain, next]);
      }
    }
  }
  return null;
}

export const noServerModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports that close a cycle between folders of src/server/modules.' },
    schema: [],
    messages: {
      cycle:
        "O módulo '{{from}}' importa '{{to}}', que já chega a '{{from}}' ({{chain}}): o que os dois usam vai para db/ (SQL), auth/ (escopos) ou src/domain (textos).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || isTest(file)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const to = targetModule(file, specifier);
      if (!to || to === from) return;
      const back = pathBetween(to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, chain: [from, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
