import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends an export (the ledger's, the reports', Gestão Financeira's) as a download named `fileName`,
 * never cached. `fileResponse` documents the answer and the serializer skips a stream or text with
 * its own content type, but the reply typed by that schema would accept only text.
 */
export const sendDownload = (reply: FastifyReply, { contentType, fileName, body }: { contentType: string; fileName: string; body: Readable | string }) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
