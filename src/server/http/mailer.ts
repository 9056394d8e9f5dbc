import fs from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML, sent beside the text (multipart/alternative). */
  html?: string;
  /** The address that stops these e-mails at once, for List-Unsubscribe with one-click POST (RFC 8058). */
  unsubscribe?: string;
  /**
   * Who the family sees as the sender, the school: the display name put before MAIL_FROM's own
   * address (the address stays the one the mail server may send as).
   */
  senderName?: string;
  /** Where a reply goes: the school's e-mail, not the no-reply address. */
  replyTo?: string;
  /** Files sent along (a receipt), their content in base64 so a queued Mail stays plain JSON. */
  attachments?: { filename: string; contentType: string; base64: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** MAIL_FROM's address: "Plantel <nao-responda@x>" or a bare address. */
const addressOf = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** Nodemailer's message for a Mail: it writes Message-ID, Date and RFC 2047 encoded-words itself. */
function composed(from: string, { unsubscribe, senderName, attachments, ...mail }: Mail): SendMailOptions {
  return {
    from: senderName ? { name: senderName, address: addressOf(from) } : from,
    ...mail,
    ...(attachments && { attachments: attachments.map(({ base64, ...file }) => ({ ...file, content: base64, encoding: 'base64' })) }),
    ...(unsubscribe && { list: { unsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to data/outbox/,
 * so password reset works on a laptop with no mail server. Both are composed by nodemailer: the
 * file holds the very message SMTP would have carried (RFC 5322, CRLF lines), which any mail client opens.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string; log: (msg: string) => void }): Mailer {
  const { smtpUrl } = options;
  // nodemailer is loaded by the first message, not at start-up.
  let transport: Promise<Transporter> | null = null;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    ));
  if (smtpUrl) {
    return {
      async send(mail) {
        await (await transporter()).sendMail(composed(options.from, mail));
      },
    };
  }
  return {
    async send(mail) {
      const { message } = (await (await transporter()).sendMail(composed(options.from, mail))) as { message: Buffer };
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await fs.writeFile(file, message);
      options.log(`E-mail para ${mail.to} gravado em ${file}`);
    },
  };
}
