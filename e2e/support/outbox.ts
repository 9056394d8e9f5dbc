import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** A message as nodemailer wrote it (MIME: encoded subject, quoted-printable text), decoded. */
async function read(file: string): Promise<OutboxMail> {
  const mail = await PostalMime.parse(fs.readFileSync(file));
  return { to: mail.to?.map((to) => ('address' in to ? to.address : '')).join(', ') ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
}

/**
 * The newest message to `to` in the server's outbox (`<dataDir>/outbox/*.eml`, written when no
 * SMTP_URL is set), or the newest whose subject contains `about`. Mail goes out from a background
 * job, after the request that queued it has been answered: this waits for it.
 */
export async function newestMail(dataDir: string, to: string, timeoutMs = 15_000, about = ''): Promise<OutboxMail> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The file names start with the ISO time of writing, so they sort oldest first.
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort() : [];
    const mails = await Promise.all(files.reverse().map((name) => read(path.join(dir, name))));
    const mail = mails.find((m) => m.to === to && m.subject.includes(about));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`Nenhum e-mail para ${to} em ${dir} (${files.length} arquivos)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
