import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface SentFile {
  contentType: string;
  body: Buffer | Readable | string;
  /** Saved by the browser under this name (an export) instead of shown in place (an image). */
  fileName?: string;
  /**
   * Its URL changes with its content (?v=updatedAt), so the browser may keep it for a year, in its
   * own cache only (`private`). Any other file, like every API answer, is never cached (app.ts).
   */
  versioned?: boolean;
}

/**
 * The one way a route sends a file's bytes: photos, images and exports (CSV, XLSX, PDF, JSON).
 * `fileResponse` documents the answer and the serializer skips a Buffer, a stream or text with its
 * own content type, but the reply typed by that schema would accept only text.
 */
export function sendFile(reply: FastifyReply, { contentType, body, fileName, versioned }: SentFile) {
  reply.header('content-type', contentType);
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  if (versioned) reply.header('cache-control', 'private, max-age=31536000, immutable');
  return reply.send(body);
}
