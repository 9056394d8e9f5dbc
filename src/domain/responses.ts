import { z } from 'zod';
import { activeStatuses } from './active-status';

/**
 * Building blocks for what the API answers. Each route declares its answer with these schemas
 * (`schema.response`): the server checks and trims what it sends with them, the OpenAPI document is
 * generated from them, and the web takes its types from them (`api.get(url, schema)`), so the three
 * cannot disagree. A schema here describes the wire: a moment is an ISO string, whatever the
 * database driver handed the route.
 */

/**
 * A moment (timestamptz): the route may hold a Date (from the driver) or a string (from raw SQL);
 * the caller always receives the ISO 8601 text.
 */
export const timestamp = z
  .union([z.date(), z.string()])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString()))
  .pipe(z.string().meta({ format: 'date-time', examples: ['2026-03-02T13:45:00.000Z'] }));

/** A calendar date as yyyy-MM-dd (date columns come from the driver as text). */
export const calendarDate = z.string().meta({ format: 'date', examples: ['2026-03-02'] });

/** An amount as the decimal text the database keeps: '150.00'. */
export const moneyText = z.string().meta({ examples: ['150.00'] });

export const recordId = z.number().int().meta({ examples: [42] });

export const activeStatus = z.enum(activeStatuses);

/** `{ message }`: the answer of a write whose result is a sentence for the user. */
export const messageResponse = z.object({ message: z.string() });

/** An error answer: the Portuguese message and, for a refused form, one message per field. */
export const errorResponse = z.object({
  message: z.string().meta({ examples: ['Dados inválidos'] }),
  errors: z.record(z.string(), z.string()).optional(),
});

/** One page of a long list: its rows, how many match in all, and which page of what size this is. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** 204: nothing in the body. */
export const noContent = z.null().meta({ description: 'Sem conteúdo' });

/**
 * A file the route sends as it is (CSV, XLSX, PDF, an image): documented with its media types,
 * never serialised as JSON (the payload is a Buffer, a stream or text with its own content type,
 * which the serializer skips).
 */
export const fileResponse = (description: string, ...mediaTypes: [string, ...string[]]) =>
  z.string().meta({ description, 'x-media-types': mediaTypes });
