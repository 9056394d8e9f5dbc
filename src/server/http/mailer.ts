import fs from 'node:fs/promises';
import path from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * data/outbox/, so password reset works on a laptop with no mail server.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string; log: (msg: string) => void }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // nodemailer is loaded by the first message, not at start-up.
    const transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return {
      async send(mail) {
        await (await transport).sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const now = new Date();
      const file = path.join(options.outboxDir, `${now.toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await fs.writeFile(file, toEml(options.from, mail, now));
      options.log(`E-mail para ${mail.to} gravado em ${file}`);
    },
  };
}

/** A plain 8-bit message a person can read (and copy a link from) in any editor or mail client. */
function toEml(from: string, mail: Mail, date: Date) {
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
  ].join('\n');
}
