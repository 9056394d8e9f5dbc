import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createMailer } from './mailer';

test('without SMTP_URL a message is written as an .eml file to the outbox', async () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-outbox-'));
  const logged: string[] = [];
  const mailer = createMailer({ smtpUrl: null, from: 'Plantel <nao-responda@plantel.local>', outboxDir, log: (m) => logged.push(m) });

  await mailer.send({ to: 'mae@familia.com.br', subject: 'Redefinição de senha', text: 'Olá, Ana.\nSeu link: http://x/?resetToken=abc' });

  const files = fs.readdirSync(outboxDir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/mae@familia\.com\.br\.eml$/);
  const eml = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
  expect(eml).toContain('To: mae@familia.com.br');
  expect(eml).toContain('From: Plantel <nao-responda@plantel.local>');
  expect(eml).toContain('resetToken=abc');
  expect(logged[0]).toContain(outboxDir);
  fs.rmSync(outboxDir, { recursive: true, force: true });
});
