import fs from 'node:fs';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { backupFileDate } from '../../db/backup';

/**
 * A copy of each backup in an S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2...),
 * given as BACKUP_S3_URL: https://ACCESS_KEY:SECRET@host/bucket/folder?region=sa-east-1. Without
 * credentials in the URL, the SDK's usual ones apply (AWS_ACCESS_KEY_ID...).
 */
interface S3Target {
  endpoint: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  bucket: string;
  /** The folder inside the bucket, '' or ending in '/'. */
  prefix: string;
}

export function parseS3Url(value: string): S3Target {
  const url = new URL(value);
  const [bucket, ...folder] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('BACKUP_S3_URL sem o nome do bucket (https://CHAVE:SEGREDO@servidor/bucket/pasta)');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') ?? 'us-east-1',
    ...(url.username && { credentials: { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } }),
    bucket,
    prefix: folder.length ? `${folder.join('/')}/` : '',
  };
}

/** The SDK is loaded only by a school that uses S3: the server's heap is small (ADR 0007). */
async function client(target: S3Target): Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> {
  const sdk = await import('@aws-sdk/client-s3');
  const s3 = new sdk.S3Client({
    endpoint: target.endpoint,
    region: target.region,
    credentials: target.credentials,
    // Bucket in the path: what every S3-compatible store understands.
    forcePathStyle: true,
    // Checksums only where S3 demands them: many compatible stores refuse the SDK's newer default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { s3, sdk };
}

/** Uploads the backup, then deletes the dated backups in the same folder taken before `keepSince`. */
export async function copyToS3(url: string, file: string, keepSince: Date) {
  const target = parseS3Url(url);
  const { s3, sdk } = await client(target);
  try {
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: target.bucket,
        Key: `${target.prefix}${path.basename(file)}`,
        Body: fs.createReadStream(file),
        ContentLength: fs.statSync(file).size,
      }),
    );
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.prefix, ContinuationToken }));
      for (const { Key } of page.Contents ?? []) {
        const name = Key?.slice(target.prefix.length) ?? '';
        const takenAt = name.includes('/') ? null : backupFileDate(name);
        if (takenAt && takenAt < keepSince) await s3.send(new sdk.DeleteObjectCommand({ Bucket: target.bucket, Key }));
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  } catch (error) {
    throw new Error(`Envio ao S3 (${target.endpoint}/${target.bucket}) falhou: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    s3.destroy();
  }
}
