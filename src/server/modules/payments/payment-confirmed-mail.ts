import escapeHtml from 'escape-html';
import type { Mail } from '../../http/mailer';
import { fromSchool, schoolContact, type SchoolSender } from './school-sender';

/** What the "Pagamento confirmado" e-mail says: names, amounts and dates already written as the family reads them. */
export interface PaymentConfirmedWords {
  to: string;
  school: SchoolSender;
  responsavel: string;
  athlete: string;
  /** "Mensalidade de março/2026". */
  fee: string;
  valor: string;
  /** "em 08/03/2026 (PIX)". */
  how: string;
  numeroRecibo: string;
  /** The family's Início, where the receipt stays under Últimos pagamentos. */
  familyPage: string;
}

/**
 * "Pagamento confirmado", as text and HTML with the same words, saying where the receipt is. The school
 * names itself as the sender and in the first line, and gives its contact: the family knows who
 * wrote before it reads on.
 */
export function paymentConfirmedMail(words: PaymentConfirmedWords): Mail {
  const subject = `${words.school.nome}: pagamento confirmado — ${words.fee} de ${words.athlete}`;
  const opening = `${words.school.nome} confirma o pagamento da ${words.fee.toLowerCase()} de ${words.athlete}.`;
  const received = `Recebemos ${words.valor} ${words.how}. O recibo Nº ${words.numeroRecibo} está no Início do Plantel, em Últimos pagamentos:`;
  const contact = schoolContact(words.school);
  const doubts = contact && `Dúvidas? Fale com a escola: ${contact}.`;
  const text = [opening, '', `Olá, ${words.responsavel}.`, '', received, words.familyPage, '', ...(doubts ? [doubts, ''] : [])].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b;background:#ffffff">
<p><strong>${e(opening)}</strong></p>
<p>Olá, ${e(words.responsavel)}.</p>
<p>${e(received.slice(0, -1))}: <a href="${e(words.familyPage)}">abrir o Plantel</a>.</p>
${doubts ? `<p style="font-size:14px;color:#52525b">${e(doubts)}</p>` : ''}
</body>
</html>
`;
  return {
    to: words.to,
    subject,
    text,
    html,
    ...fromSchool(words.school),
  };
}
