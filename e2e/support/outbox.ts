import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

function read(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(headers)?.[1] ?? '';
  return { to: header('To'), subject: header('Subject'), text: raw.slice(split + 2) };
}

/**
 * The newest message to `to` in the server's outbox (`<dataDir>/outbox/*.eml`, written when no
 * SMTP_URL is set). Mail goes out from a background job, after the request that queued it has been
 * answered: this waits for it.
 */
export async function newestMail(dataDir: string, to: string, timeoutMs = 15_000): Promise<OutboxMail> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The file names start with the ISO time of writing, so they sort oldest first.
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort() : [];
    const mail = files
      .reverse()
      .map((name) => read(path.join(dir, name)))
      .find((m) => m.to === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`Nenhum e-mail para ${to} em ${dir} (${files.length} arquivos)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
