import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import apiPix from './api-pix-2.9.0.json' with { type: 'json' };

/**
 * The API Pix's own schemas (the project's copy, scripts/api-pix-subset.mjs), compiled once: the
 * stand-in checks every request it receives and every answer it gives against them, so Plantel is
 * tested against the standard and not against what the stand-in happens to accept.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(apiPix, 'api-pix');

const compiled = new Map<string, ValidateFunction>();

/** A validator for `#/components/<kind>/<name>` of the standard. */
function validator(ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `api-pix${ref}` });
    compiled.set(ref, validate);
  }
  return validate;
}

/** The standard's complaints about `value` as `#/components/schemas/<name>`, or [] when it conforms. */
export function violations(name: string, value: unknown): string[] {
  const validate = validator(`#/components/schemas/${name}`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());
}

/** The schema a path's request body must match, e.g. ('/cobv/{txid}', 'put') → CobVSolicitada. */
export function requestSchemaName(path: string, method: string): string | null {
  const operation = (apiPix.paths as Record<string, Record<string, { requestBody?: { $ref: string } }>>)[path]?.[method];
  const ref = operation?.requestBody?.$ref;
  if (!ref) return null;
  const bodies = apiPix.components.requestBodies as unknown as Record<string, { content: Record<string, { schema: { $ref?: string } }> }>;
  return Object.values(bodies[ref.split('/').pop() as string]?.content ?? {})[0]?.schema.$ref?.split('/').pop() ?? null;
}
