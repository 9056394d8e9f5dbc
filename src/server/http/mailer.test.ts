import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, expect, test } from 'vitest';
import { createMailer } from './mailer';

const outboxes: string[] = [];
afterEach(() => {
  for (const dir of outboxes.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A mailer writing to a new outbox folder, and the one file it wrote there. */
function outboxMailer() {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-outbox-'));
  outboxes.push(outboxDir);
  const logged: string[] = [];
  const mailer = createMailer({ smtpUrl: null, from: 'Plantel <nao-responda@plantel.local>', outboxDir, log: (m) => logged.push(m) });
  const written = () => {
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    return { name: files[0]!, raw: fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8') };
  };
  return { mailer, outboxDir, logged, written };
}

/** A header field of the raw message, unfolded (RFC 5322 §2.2.3: a long field continues on lines that start with a space). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, ''))?.[1];

test('without SMTP_URL a message is written as an .eml file to the outbox', async () => {
  const { mailer, outboxDir, logged, written } = outboxMailer();

  await mailer.send({ to: 'mae@familia.com.br', subject: 'Redefinição de senha', text: 'Olá, Ana.\nSeu link: http://x/?resetToken=abc' });

  const { name, raw } = written();
  expect(name).toMatch(/mae@familia\.com\.br\.eml$/);
  const parsed = await PostalMime.parse(raw);
  expect(parsed.to).toEqual([expect.objectContaining({ address: 'mae@familia.com.br' })]);
  expect(parsed.from).toEqual(expect.objectContaining({ name: 'Plantel', address: 'nao-responda@plantel.local' }));
  expect(parsed.text).toContain('resetToken=abc');
  expect(logged[0]).toContain(outboxDir);
});

test('the outbox holds an RFC 5322 message: a Message-ID, and a non-ASCII subject as RFC 2047 encoded-words', async () => {
  const { mailer, written } = outboxMailer();

  await mailer.send({ to: 'mae@familia.com.br', subject: 'Redefinição de senha', text: 'Olá, Ana.' });

  const { raw } = written();
  expect(header(raw, 'Message-ID')).toMatch(/^<[^@\s]+@plantel\.local>$/);
  // Headers are ASCII only: the subject travels as =?UTF-8?...?= and reads back as written.
  expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).toMatch(/^[\x20-\x7e\r\n\t]*$/);
  expect(header(raw, 'Subject')).toMatch(/^=\?UTF-8\?[QB]\?/);
  expect((await PostalMime.parse(raw)).subject).toBe('Redefinição de senha');
});

test('a message with an unsubscribe address carries List-Unsubscribe for one-click POST (RFC 8058) and its HTML part', async () => {
  const { mailer, written } = outboxMailer();
  const unsubscribe = 'https://escola.exemplo.com.br/api/reminders/unsubscribe/abc_DEF-123';

  await mailer.send({ to: 'mae@familia.com.br', subject: 'Mensalidade', text: 'Olá.', html: '<p>Olá.</p>', unsubscribe });

  const { raw } = written();
  expect(header(raw, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
  expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
  const parsed = await PostalMime.parse(raw);
  expect(parsed.text?.trim()).toBe('Olá.');
  expect(parsed.html?.trim()).toBe('<p>Olá.</p>');
});

test("a school's message: its name as the sender on MAIL_FROM's address, replies to the school, and the receipt attached", async () => {
  const { mailer, written } = outboxMailer();
  const pdf = Buffer.from('%PDF-1.7 recibo');

  await mailer.send({
    to: 'mae@familia.com.br',
    subject: 'Pagamento confirmado',
    text: 'Olá.',
    senderName: 'Escola Bola na Rede',
    replyTo: 'secretaria@bolanarede.com.br',
    attachments: [{ filename: 'recibo-000001.pdf', contentType: 'application/pdf', base64: pdf.toString('base64') }],
  });

  const parsed = await PostalMime.parse(written().raw);
  expect(parsed.from).toEqual(expect.objectContaining({ name: 'Escola Bola na Rede', address: 'nao-responda@plantel.local' }));
  expect(parsed.replyTo).toEqual([expect.objectContaining({ address: 'secretaria@bolanarede.com.br' })]);
  expect(parsed.attachments).toEqual([expect.objectContaining({ filename: 'recibo-000001.pdf', mimeType: 'application/pdf' })]);
  expect(Buffer.from(parsed.attachments[0]!.content as ArrayBuffer).equals(pdf)).toBe(true);
});
