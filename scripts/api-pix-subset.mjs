/**
 * Writes the project's copy of the part of the Central Bank's API Pix that Plantel uses
 * (src/server/test/psp/api-pix-2.9.0.json), from the published OpenAPI 3.0 (release 2.9.0, Apache
 * 2.0). The local PSP stand-in validates every request and answer against it.
 *
 *   node scripts/api-pix-subset.mjs path/to/bacen-pix-api-2.9.0.yaml
 *
 * Two patches, so that what the standard means is what a validator checks (each recorded in the
 * output's info.x-plantel-patches):
 * - CPF patterns are written "/^\d{11}$/" (a JavaScript literal, slashes included); as a JSON Schema
 *   pattern no CPF matches it.
 * - A received Pix's txid, and GET /pix's txid filter, are allOf(TxId = 26–35 characters, 1–35): the
 *   intersection refuses the 1–25 character txid of a static BR Code, which a received Pix carries
 *   and the filter exists to find. Both become 1–35.
 * - PixConsultados requires "cobs" (copied from CobsConsultadas); its list is "pix".
 * - DadosRecebedor requires logradouro, cidade, uf and cep beside "recebedor" as well as inside it,
 *   where they are: no answer with the receiver's address in "recebedor" could conform.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const PATHS = ['/cob', '/cob/{txid}', '/cobv/{txid}', '/pix', '/pix/{e2eid}', '/pix/{e2eid}/devolucao/{id}', '/webhook/{chave}'];
const DROPPED_KEYS = new Set(['examples', 'example', 'description']);

const source = process.argv[2];
if (!source) throw new Error('uso: node scripts/api-pix-subset.mjs bacen-pix-api-2.9.0.yaml');
const spec = parse(readFileSync(source, 'utf8'));

const patches = [];
/** Copies a node without examples and descriptions, fixing slash-wrapped patterns. */
function clean(node, where) {
  if (Array.isArray(node)) return node.map((item, i) => clean(item, `${where}/${i}`));
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYS.has(key) && typeof value !== 'object') continue;
    if (key === 'examples' || key === 'example') continue;
    if (key === 'allOf' && isStaticTxidIntersection(value)) {
      out.type = 'string';
      out.pattern = '^[a-zA-Z0-9]{1,35}$';
      patches.push(`${where}: allOf(TxId 26–35, 1–35) → [a-zA-Z0-9]{1,35}`);
      continue;
    }
    if (key === 'pattern' && typeof value === 'string' && /^\/.*\/$/.test(value)) {
      out.pattern = value.slice(1, -1);
      patches.push(`${where}: pattern ${value} → ${out.pattern}`);
      continue;
    }
    out[key] = clean(value, `${where}/${key}`);
  }
  return out;
}

function isStaticTxidIntersection(allOf) {
  return (
    Array.isArray(allOf) &&
    allOf.length === 2 &&
    allOf[0].$ref === '#/components/schemas/TxId' &&
    allOf[1].pattern === '[a-zA-Z0-9]{1,35}'
  );
}

const paths = {};
for (const path of PATHS) paths[path] = clean(spec.paths[path], `#/paths${path}`);


/** Every component the chosen paths reach, through $ref, transitively. */
const components = {};
const pending = [paths];
while (pending.length > 0) {
  const node = pending.pop();
  if (node === null || typeof node !== 'object') continue;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) {
      const [, , kind, name] = value.split('/');
      components[kind] ??= {};
      if (!components[kind][name]) {
        components[kind][name] = clean(spec.components[kind][name], value);
        pending.push(components[kind][name]);
      }
    } else pending.push(value);
  }
}
components.schemas.PixConsultados.required = ['parametros', 'pix'];
patches.push('#/components/schemas/PixConsultados: required cobs → pix');
delete components.schemas.DadosRecebedor.required;
patches.push('#/components/schemas/DadosRecebedor: the address is required inside recebedor only');
components.securitySchemes = clean(spec.components.securitySchemes, '#/components/securitySchemes');

const subset = {
  openapi: spec.openapi,
  info: {
    title: spec.info.title,
    version: spec.info.version,
    license: spec.info.license,
    'x-plantel-source': 'Banco Central do Brasil, API Pix 2.9.0 (bacen-pix-api-2.9.0.yaml): só os caminhos que o Plantel usa',
    'x-plantel-patches': patches,
  },
  paths,
  components,
};
const target = new URL('../src/server/test/psp/api-pix-2.9.0.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(subset, null, 1)}\n`);
console.log(`${Object.keys(paths).length} caminhos, ${Object.values(components).reduce((n, c) => n + Object.keys(c).length, 0)} componentes, ${patches.length} correções`);
