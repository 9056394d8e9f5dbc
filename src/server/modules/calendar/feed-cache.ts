import { createHash } from 'node:crypto';

/** A feed as it is sent: its bytes and their strong ETag. */
export interface FeedFile {
  body: Buffer;
  etag: string;
}

/** How long a written feed is answered again without being written anew (and how long clients may keep it). */
export const FEED_CACHE_SECONDS = 5 * 60;
/** The most the kept feeds may weigh together (a team's 4 months are some 40 kB). */
export const FEED_CACHE_BYTES = 8 * 1024 * 1024;

export function feedFile(text: string): FeedFile {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

interface Entry {
  file: FeedFile;
  expiresAt: number;
}

/**
 * The feeds written in the last few minutes, by token: calendar apps poll the same address again and
 * again, and writing a feed costs far more than reading its rows. A feed is up to FEED_CACHE_SECONDS
 * stale (ADR 0016). Bounded by bytes, the least recently used leaving first, so memory stays flat
 * however many addresses are polled; the bodies are Buffers, outside the JavaScript heap.
 *
 * It never decides whether an address still works: the caller checks the token against the database
 * on every request first (another instance may have revoked it), so an entry left for a revoked token
 * is never answered, only dropped (by `forget`, by age or by the bound).
 */
export function feedCache({ ttlMs = FEED_CACHE_SECONDS * 1000, maxBytes = FEED_CACHE_BYTES } = {}) {
  /** In order of use, the least recent first (a Map keeps insertion order). */
  const entries = new Map<string, Entry>();
  /** Feeds being written: clients asking at once for the same one share the writing. */
  const writing = new Map<string, Promise<FeedFile>>();
  let bytes = 0;

  const forget = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    bytes -= entry.file.body.length;
  };

  const keep = (token: string, file: FeedFile) => {
    forget(token);
    if (file.body.length > maxBytes) return;
    entries.set(token, { file, expiresAt: Date.now() + ttlMs });
    bytes += file.body.length;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  return {
    /** The token's feed as kept, or as `write` writes it now (then kept). */
    async get(token: string, write: () => Promise<string>): Promise<FeedFile> {
      const entry = entries.get(token);
      if (entry && entry.expiresAt > Date.now()) {
        entries.delete(token);
        entries.set(token, entry);
        return entry.file;
      }
      forget(token);
      const pending = writing.get(token);
      if (pending) return pending;
      const written = write()
        .then((text) => {
          const file = feedFile(text);
          keep(token, file);
          return file;
        })
        .finally(() => writing.delete(token));
      writing.set(token, written);
      return written;
    },
    /** Drops a revoked address's feed at once (this instance's copy; the others' are never answered). */
    forget,
    /** How many feeds and bytes are kept (for tests). */
    size: () => ({ feeds: entries.size, bytes }),
  };
}

export type FeedCache = ReturnType<typeof feedCache>;
