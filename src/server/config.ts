import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHOOL_TIME_ZONE } from '@domain/dates';

export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded PostgreSQL cluster and the mail outbox. */
  dataDir: string;
  /** An external PostgreSQL server; when absent Plantel runs its embedded one in dataDir. */
  databaseUrl: string | null;
  /**
   * The same database without a transaction pooler in between (PgBouncer in transaction mode):
   * for what holds a session, the migrations' advisory lock and the LISTEN of revoked sessions
   * (docs/scaling.md). Defaults to databaseUrl.
   */
  databaseDirectUrl: string | null;
  /** Base address used in links sent by email (never taken from request headers). */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  timeZone: string;
  /** Cookies get the Secure flag when the public address is https. */
  secureCookies: boolean;
  /**
   * Behind a reverse proxy (TRUST_PROXY=true, or the proxies' addresses/CIDRs, comma-separated):
   * client address and protocol come from X-Forwarded-*, and https requests get HSTS and Secure cookies.
   */
  trustProxy: boolean | string;
  logLevel: string;
  production: boolean;
  /** Open connections in all (MAX_CONNECTIONS) and from one client address (MAX_CONNECTIONS_PER_ADDRESS, 0 = no per-address cap). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** The payment reminders leave from this hour at the school (REMINDER_HOUR, 0–23), swept every REMINDER_SWEEP_SECONDS. */
  reminderHour: number;
  reminderSweepSeconds: number;
  /**
   * The running server's daily backup: from BACKUP_HOUR at the school, into BACKUP_DIR (by default
   * DATA_DIR/backups) and, with BACKUP_S3_URL, to an S3-compatible store; those older than
   * BACKUP_KEEP_DAYS are deleted after each new one.
   */
  backupDir: string;
  /** null (BACKUP_HOUR=off): no scheduled backups, e.g. a managed PostgreSQL that has its own. */
  backupHour: number | null;
  backupKeepDays: number;
  backupS3Url: string | null;
  /**
   * The key that seals the bank connections' secrets (BANK_SECRETS_KEY, 32 bytes in base64); without
   * it, on the embedded default, a key file made in dataDir (modules/bank/secret-box.ts).
   */
  bankSecretsKey: string | null;
  /** CAs trusted for the banks' API Pix besides the public ones (BANK_CA_FILE, PEM): a homologation environment. */
  bankCa: string | null;
  /** How often the banks are asked for the Pix received (BANK_SYNC_SECONDS, 60): a browser test asks every few seconds. */
  bankSyncSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT inválida: ${env.PORT}`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || null,
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Plantel <nao-responda@plantel.local>',
    timeZone: env.APP_TIMEZONE ?? SCHOOL_TIME_ZONE,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    production: env.NODE_ENV === 'production',
    maxConnections: positiveInteger(env, 'MAX_CONNECTIONS', 5000),
    maxConnectionsPerAddress: positiveInteger(env, 'MAX_CONNECTIONS_PER_ADDRESS', 500),
    reminderHour: hour(env, 'REMINDER_HOUR', 8),
    reminderSweepSeconds: positiveInteger(env, 'REMINDER_SWEEP_SECONDS', 900) || 900,
    backupDir: path.resolve(env.BACKUP_DIR || path.join(env.DATA_DIR ?? 'data', 'backups')),
    backupHour: env.BACKUP_HOUR === 'off' ? null : hour(env, 'BACKUP_HOUR', 2),
    backupKeepDays: positiveInteger(env, 'BACKUP_KEEP_DAYS', 7) || 7,
    backupS3Url: env.BACKUP_S3_URL || null,
    bankSecretsKey: env.BANK_SECRETS_KEY || null,
    bankCa: env.BANK_CA_FILE ? readFileSync(env.BANK_CA_FILE, 'utf8') : null,
    bankSyncSeconds: positiveInteger(env, 'BANK_SYNC_SECONDS', 60) || 60,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} inválido: ${env[name]}`);
  return value;
}

function hour(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const value = positiveInteger(env, name, fallback);
  if (value > 23) throw new Error(`${name} inválido: ${env[name]}`);
  return value;
}
