import { sql } from 'drizzle-orm';
import { formatPhoneDigits } from '@domain/documents';
import { companies, units } from '../../db/schema/index';
import type { Mail } from '../../http/mailer';

/** The school as a family's e-mail names it: its name, and the unit's phone and e-mail, else the company's. */
export interface SchoolSender {
  nome: string;
  telefone: string | null;
  email: string | null;
}

/** SchoolSender's columns, for a query that joins the unit and its company. */
export const schoolSenderColumns = {
  nome: companies.nomeFantasia,
  telefone: sql<string | null>`coalesce(nullif(${units.telefone}, ''), nullif(${companies.telefone}, ''))`,
  email: sql<string | null>`coalesce(nullif(${units.email}, ''), nullif(${companies.email}, ''))`,
};

/** "(11) 3333-4444 · secretaria@escola.com.br", or null when the school left both blank. */
export function schoolContact(school: SchoolSender) {
  const parts = [school.telefone && formatPhoneDigits(school.telefone), school.email].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * What makes an e-mail the school's own (issue 35: a reminder from "Plantel <nao-responda@…>" with
 * a PIX code and no school name reads as phishing): the school's name as the sender and replies
 * going to its e-mail.
 */
export const fromSchool = (school: SchoolSender): Pick<Mail, 'senderName' | 'replyTo'> => ({
  senderName: school.nome,
  ...(school.email && { replyTo: school.email }),
});
