import escapeHtml from 'escape-html';
import type { Mail } from '../../http/mailer';
import { fromSchool, schoolContact, type SchoolSender } from '../payments/school-sender';

export const PAY_BY_PIX = 'Para pagar por PIX, copie o código abaixo e cole no app do seu banco (PIX › Pix Copia e Cola):';
export const PAY_AT_SCHOOL = 'Para pagar, procure a secretaria da escola.';

/** What a payment reminder says: names and amounts already written as the family reads them. */
export interface ReminderWords {
  to: string;
  /** Who sends it: the family must see the school, not Plantel, before it reads on. */
  school: SchoolSender;
  responsavel: string;
  athlete: string;
  /** "Mensalidade de março/2026". */
  fee: string;
  valor: string;
  /** "vence hoje", "vence em dd/MM/aaaa", "venceu em dd/MM/aaaa". */
  when: string;
  /** The PIX copia e cola code, or null when the school has no PIX settings. */
  pix: string | null;
  /** The link that stops these reminders (a page that asks first; List-Unsubscribe points to it too). */
  unsubscribe: string;
  /** Minha família, where a signed-in family turns them back on. */
  familyPage: string;
}

const STOP_TEXT = 'Para não receber mais estes lembretes, abra o link abaixo:';
const BACK_TEXT = 'Se mudar de ideia, volte a recebê-los em Minha família, no Plantel:';

/**
 * A payment reminder as text and HTML with the same words, and the one-click address that stops
 * them (RFC 8058): the family turns them off itself, without asking the school or signing in. The
 * school is the sender, the first line and the contact at the end (issue 35: a PIX code from
 * "Plantel <nao-responda@…>" and no school name read as phishing).
 */
export function reminderMail(words: ReminderWords): Mail {
  const subject = `${words.school.nome}: ${words.fee} de ${words.athlete}, ${words.valor}, ${words.when}`;
  const opening = `${words.school.nome} lembra a ${words.fee.toLowerCase()} de ${words.athlete}.`;
  const charge = `A ${words.fee.toLowerCase()} de ${words.athlete}, de ${words.valor}, ${words.when}.`;
  const contact = schoolContact(words.school);
  const doubts = contact && `Dúvidas? Fale com a escola: ${contact}.`;
  const text = [
    opening,
    '',
    `Olá, ${words.responsavel}.`,
    '',
    charge,
    '',
    ...(words.pix ? [PAY_BY_PIX, '', words.pix] : [PAY_AT_SCHOOL]),
    '',
    'Se você já pagou, desconsidere esta mensagem.',
    ...(doubts ? [doubts] : []),
    '',
    STOP_TEXT,
    words.unsubscribe,
    BACK_TEXT,
    words.familyPage,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b;background:#ffffff">
<p><strong>${e(opening)}</strong></p>
<p>Olá, ${e(words.responsavel)}.</p>
<p>A ${e(words.fee.toLowerCase())} de <strong>${e(words.athlete)}</strong>, de <strong>${e(words.valor)}</strong>, ${e(words.when)}.</p>
${
  words.pix
    ? `<p>${e(PAY_BY_PIX)}</p>
<p style="font-family:monospace;font-size:14px;word-break:break-all;background:#f4f4f5;border-radius:8px;padding:12px">${e(words.pix)}</p>`
    : `<p>${e(PAY_AT_SCHOOL)}</p>`
}
<p>Se você já pagou, desconsidere esta mensagem.</p>
${doubts ? `<p>${e(doubts)}</p>` : ''}
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">
<p style="font-size:14px;color:#52525b">Não quer mais estes e-mails? <a href="${e(words.unsubscribe)}">Deixar de receber os lembretes de mensalidade</a>.
Se mudar de ideia, volte a recebê-los em <a href="${e(words.familyPage)}">Minha família</a>, no Plantel.</p>
</body>
</html>
`;
  return { to: words.to, subject, text, html, unsubscribe: words.unsubscribe, ...fromSchool(words.school) };
}
