import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { DEFAULT_REMINDER_DAYS, NO_GUARDIAN_PHONE, NOTHING_OVERDUE, type DunningEvent, type ReminderSettings, type WhatsappCharge } from '@domain/dunning';
import type { PixSettings } from '@domain/pix';
import { onlyDigits } from '@domain/documents';
import { dateBR } from '@domain/format';
import { feeName } from '@domain/instalments';
import { amountDue, amountDueText } from '@domain/late-fees';
import { fromCents, toCents } from '@domain/money';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { athleteGuardians, athletes, companies, dunningEvents, enrollments, instalments, reminderOptOuts, reminderSettings, teams, units, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import type { Mailer } from '../../http/mailer';
import { enqueueMany } from '../../jobs/queue';
import { athleteScope } from '../../auth/scopes';
import { familyAthletes } from '../../auth/scopes';
import { guardianEmail } from '../../db/guardian-sql';
import { openInstalment, overdueInstalment } from '../../db/instalment-sql';
import { unitLateFees } from '../../db/late-fee-sql';
import { underReview } from '../../db/payment-claim-sql';
import { byReceiver, chargeForItems, chargeTotal, lockOpenInstalments, type ChargedItem } from '../pix/family-charge.service';
import { effectiveSettings, instalmentTxid, pixCharge } from '../pix/pix.service';
import { schoolSenderColumns } from '../payments/school-sender';
import { PAY_AT_SCHOOL, PAY_BY_PIX, reminderMail } from './reminder-mail';
import { unsubscribePath, unsubscribeToken } from './unsubscribe.service';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, ENROLLMENT_NOT_FOUND, INSTALMENT_NOT_FOUND } from '@domain/messages';

/** The school's reminder days; the default régua until an administrador sets one. */
export async function getReminderSettings(db: Executor): Promise<ReminderSettings> {
  const [row] = await db.select({ dias: reminderSettings.dias }).from(reminderSettings);
  return { dias: row?.dias ?? DEFAULT_REMINDER_DAYS };
}

async function writeReminderSettings(tx: Tx, user: SessionUser, settings: ReminderSettings): Promise<ReminderSettings> {
  await tx
    .insert(reminderSettings)
    .values({ id: 1, dias: settings.dias, updatedByUserId: user.id })
    .onConflictDoUpdate({ target: reminderSettings.id, set: { dias: settings.dias, updatedByUserId: user.id, updatedAt: new Date() } });
  return settings;
}

/**
 * The reminders due today (the régua de cobrança, ADR 0015): each open instalment whose due date is a
 * reminder day away from today gets its e-mail event and a `payment-reminder` job, in one
 * transaction. The unique (instalment, day) index makes a second sweep (another instance, a
 * restart) insert nothing, so each reminder is sent once.
 */
export async function sweepReminders(db: Db, today: string) {
  return db.transaction(async (tx) => {
    const { dias } = await getReminderSettings(tx);
    if (dias.length === 0) return 0;
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into dunning_events (monthly_payment_id, canal, dia_lembrete, status, destinatario)
      select ${instalments.id}, 'email', dia, 'agendado', ${guardianEmail}
      from ${instalments}
      join ${enrollments} on ${enrollments.id} = ${instalments.enrollmentId}
      join ${athletes} on ${athletes.id} = ${enrollments.athleteId}
      cross join unnest(${sql.param(dias)}::int[]) as dia
      -- The due date as stored against one day per reminder: the index on data_vencimento finds them.
      where ${openInstalment} and ${instalments.dataVencimento} = ${today}::date - dia
        -- A fee the family said it paid ("Já paguei") waits for staff, not for a reminder.
        and not ${underReview(instalments.id)}
        and ${guardianEmail} is not null
        and lower(${guardianEmail}) not in (select ${reminderOptOuts.email} from ${reminderOptOuts})
      on conflict (monthly_payment_id, dia_lembrete) where canal = 'email' do nothing
      returning id`);
    await enqueueMany(
      tx,
      'payment-reminder',
      inserted.rows.map(({ id }) => ({ dunningEventId: id })),
    );
    return inserted.rows.length;
  });
}

/** The instalment, its athlete and the PIX to pay it with, for a reminder's words. */
async function chargeWords(db: Executor, instalmentId: number) {
  const [row] = await db
    .select({
      status: instalments.status,
      numero: instalments.numeroMensalidade,
      valor: instalments.valor,
      dataVencimento: instalments.dataVencimento,
      athlete: athletes.nomeCompleto,
      responsavel: athletes.responsavelNome,
      telefone: athletes.responsavelTelefone,
      unitId: teams.unitId,
      multaJuros: unitLateFees(teams.unitId),
      school: schoolSenderColumns,
    })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .innerJoin(units, eq(units.id, teams.unitId))
    .innerJoin(companies, eq(companies.id, units.companyId))
    .where(eq(instalments.id, instalmentId));
  return row;
}

const pixLines = (payload: string | null) => (payload ? [PAY_BY_PIX, '', payload] : [PAY_AT_SCHOOL]);

/**
 * The `payment-reminder` job: e-mails the reminder unless the instalment was paid meanwhile, and
 * writes the outcome in the history. A refused delivery is written and thrown, so the queue tries
 * again later (a success then overwrites it). The e-mail's link that stops the reminders gets its
 * token on the first try and keeps it on the next.
 */
export async function sendReminder(db: Db, mailer: Mailer, publicUrl: string, dunningEventId: number, today: string) {
  const [event] = await db.select().from(dunningEvents).where(eq(dunningEvents.id, dunningEventId));
  if (!event || event.status === 'enviado' || !event.destinatario) return;
  const words = await chargeWords(db, event.monthlyPaymentId);
  if (!words || words.status === 'pago' || words.status === 'cancelado') {
    await db.update(dunningEvents).set({ status: 'falhou', detalhe: 'Não enviado: a parcela foi paga ou cancelada antes.' }).where(eq(dunningEvents.id, event.id));
    return;
  }
  const settings = await effectiveSettings(db, words.unitId);
  const due = amountDue(words.valor, words.dataVencimento, today, words.multaJuros);
  const charge = settings ? await pixCharge(settings, due.total, instalmentTxid(event.monthlyPaymentId), feeName(words.dataVencimento), due.acrescimo) : null;
  const day = event.diaLembrete ?? 0;
  const when = day < 0 ? `vence em ${dateBR(words.dataVencimento)}` : day === 0 ? 'vence hoje' : `venceu em ${dateBR(words.dataVencimento)}`;
  const token = await unsubscribeToken(db, event.id);
  try {
    await mailer.send(
      reminderMail({
        to: event.destinatario,
        school: words.school,
        responsavel: words.responsavel,
        athlete: words.athlete,
        fee: feeName(words.dataVencimento),
        valor: amountDueText(due),
        when,
        pix: charge?.payload ?? null,
        unsubscribe: `${publicUrl}${unsubscribePath(token)}`,
        familyPage: `${publicUrl}/minha-familia`,
      }),
    );
  } catch (error) {
    const detalhe = error instanceof Error ? error.message : String(error);
    await db.update(dunningEvents).set({ status: 'falhou', detalhe }).where(eq(dunningEvents.id, event.id));
    throw error;
  }
  await db.update(dunningEvents).set({ status: 'enviado', detalhe: null }).where(eq(dunningEvents.id, event.id));
}

/** A Brazilian phone as wa.me wants it: country code and digits. */
const whatsappNumber = (phone: string) => {
  const digits = onlyDigits(phone);
  return digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`;
};

async function recordWhatsapp(tx: Tx, user: SessionUser, instalmentIds: number[], telefone: string) {
  await tx.insert(dunningEvents).values(instalmentIds.map((id) => ({ monthlyPaymentId: id, canal: 'whatsapp' as const, status: 'aberto' as const, destinatario: telefone, userId: user.id })));
}

/** "Cobrar no WhatsApp" on one open instalment: a polite message with the amount and its PIX code. */
async function instalmentWhatsapp(tx: Tx, user: SessionUser, id: number, today: string): Promise<WhatsappCharge> {
  const words = await chargeWords(tx, id);
  if (!words) throw notFound(INSTALMENT_NOT_FOUND);
  if (words.status === 'pago') throw conflict(ALREADY_PAID);
  if (words.status === 'cancelado') throw conflict(CANCELLED_CANNOT_BE_PAID);
  if (!onlyDigits(words.telefone ?? '')) throw conflict(NO_GUARDIAN_PHONE);
  const settings = await effectiveSettings(tx, words.unitId);
  const due = amountDue(words.valor, words.dataVencimento, today, words.multaJuros);
  const charge = settings ? await pixCharge(settings, due.total, instalmentTxid(id), feeName(words.dataVencimento), due.acrescimo) : null;
  const mensagem = [
    `Olá, ${words.responsavel}! Tudo bem?`,
    `Passando para lembrar da ${feeName(words.dataVencimento).toLowerCase()} de ${words.athlete}, de ${amountDueText(due)}, com vencimento em ${dateBR(words.dataVencimento)}.`,
    ...pixLines(charge?.payload ?? null),
    'Se já pagou, por favor desconsidere. Obrigado!',
  ].join('\n');
  await recordWhatsapp(tx, user, [id], words.telefone);
  return { url: `https://wa.me/${whatsappNumber(words.telefone)}?text=${encodeURIComponent(mensagem)}`, mensagem };
}

/** One PIX for these instalments, with their multa e juros: the instalment's own code for one, a family charge for several. */
async function pixFor(tx: Tx, user: SessionUser, items: ChargedItem[], settings: PixSettings) {
  const { valor, acrescimo } = chargeTotal(items);
  const only = items.length === 1 ? items[0]! : null;
  const txid = only ? instalmentTxid(only.instalmentId) : (await chargeForItems(tx, user, items)).txid;
  return (await pixCharge(settings, valor, txid, only ? feeName(only.dataVencimento) : 'Mensalidades', acrescimo)).payload;
}

/**
 * Who a family charge goes to, and which children it covers: the guardian on the athlete's record,
 * as for one instalment's charge (the two buttons of a screen reach the same phone), and every child
 * linked to the athlete's principal linked account (docs/decisions/0008: a typed guardian CPF proves
 * nothing, so a quick registration with another family's CPF joins no one). Without a linked account,
 * that athlete alone.
 */
async function familyOf(tx: Tx, user: SessionUser, enrollmentId: number) {
  const [athlete] = await tx
    .select({ id: athletes.id, nome: athletes.responsavelNome, telefone: athletes.responsavelTelefone })
    .from(enrollments)
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .where(and(eq(enrollments.id, enrollmentId), athleteScope(user)));
  if (!athlete) throw notFound(ENROLLMENT_NOT_FOUND);
  const [link] = await tx
    .select({ userId: users.id })
    .from(athleteGuardians)
    .innerJoin(users, eq(users.id, athleteGuardians.userId))
    .where(and(eq(athleteGuardians.athleteId, athlete.id), eq(athleteGuardians.ativo, true)))
    .orderBy(desc(athleteGuardians.principal), asc(athleteGuardians.id))
    .limit(1);
  return { guardian: athlete, siblings: link ? familyAthletes({ id: link.userId, atletaId: null }) : eq(athletes.id, athlete.id) };
}

async function familyWhatsapp(tx: Tx, user: SessionUser, enrollmentId: number, today: string): Promise<WhatsappCharge> {
  const { guardian, siblings } = await familyOf(tx, user, enrollmentId);
  const overdue = await tx
    .select({
      instalmentId: instalments.id,
      numeroParcela: instalments.numeroMensalidade,
      dataVencimento: instalments.dataVencimento,
      valor: instalments.valor,
      athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
      unitId: teams.unitId,
      multaJuros: unitLateFees(teams.unitId),
    })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .where(and(siblings, overdueInstalment(today), athleteScope(user)))
    .orderBy(asc(athletes.nomeCompleto), asc(instalments.dataVencimento), asc(instalments.id));
  if (overdue.length === 0) throw conflict(NOTHING_OVERDUE);
  if (!onlyDigits(guardian.telefone ?? '')) throw conflict(NO_GUARDIAN_PHONE);

  // All of them locked at once, in id order (as Pagar tudo does), before each receiver's charge locks its share.
  await lockOpenInstalments(tx, overdue.map((row) => row.instalmentId));
  const receivers = await byReceiver(tx, overdue, today);
  const pix: string[] = [];
  for (const { settings, items } of receivers) {
    if (receivers.length > 1) pix.push('', `Para ${settings.nomeRecebedor}:`);
    pix.push(await pixFor(tx, user, items, settings));
  }

  const owed = overdue.map((row) => ({ ...row, due: amountDue(row.valor, row.dataVencimento, today, row.multaJuros) }));
  const total = fromCents(owed.reduce((sum, row) => sum + toCents(row.due.total), 0));
  const acrescimo = fromCents(owed.reduce((sum, row) => sum + toCents(row.due.acrescimo), 0));
  const children = [...new Set(overdue.map((row) => row.athlete.nomeCompleto))];
  const mensagem = [
    `Olá, ${guardian.nome}! Tudo bem?`,
    `Notamos ${overdue.length === 1 ? 'uma parcela em aberto' : `${overdue.length} parcelas em aberto`} da mensalidade ${children.length === 1 ? `de ${children[0]}` : 'dos seus filhos'}:`,
    ...children.flatMap((child) => [
      ...(children.length > 1 ? [child] : []),
      ...owed
        .filter((row) => row.athlete.nomeCompleto === child)
        .map((row) => `• ${feeName(row.dataVencimento)}, vencida em ${dateBR(row.dataVencimento)}: ${amountDueText(row.due)}`),
    ]),
    `Total: ${amountDueText({ total, acrescimo })}.`,
    ...(pix.length ? ['Para pagar por PIX, copie o código abaixo e cole no app do seu banco (PIX › Pix Copia e Cola):', ...pix] : pixLines(null)),
    'Se já pagou, por favor desconsidere. Qualquer dúvida, estamos à disposição. Obrigado!',
  ].join('\n');
  await recordWhatsapp(
    tx,
    user,
    overdue.map((row) => row.instalmentId),
    guardian.telefone,
  );
  return { url: `https://wa.me/${whatsappNumber(guardian.telefone)}?text=${encodeURIComponent(mensagem)}`, mensagem };
}

/** GET /api/enrollments/{id}/dunning: every reminder of the enrolment's instalments, newest first. */
export async function enrollmentDunning(db: Executor, user: SessionUser, enrollmentId: number): Promise<DunningEvent[]> {
  const [enrollment] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .where(and(eq(enrollments.id, enrollmentId), athleteScope(user)));
  if (!enrollment) throw notFound(ENROLLMENT_NOT_FOUND);
  const rows = await db
    .select({
      id: dunningEvents.id,
      instalmentId: dunningEvents.monthlyPaymentId,
      numeroParcela: instalments.numeroMensalidade,
      canal: dunningEvents.canal,
      diaLembrete: dunningEvents.diaLembrete,
      status: dunningEvents.status,
      destinatario: dunningEvents.destinatario,
      por: sql<string | null>`coalesce(${users.nomeCompleto}, ${users.nome})`,
      detalhe: dunningEvents.detalhe,
      createdAt: dunningEvents.createdAt,
    })
    .from(dunningEvents)
    .innerJoin(instalments, eq(instalments.id, dunningEvents.monthlyPaymentId))
    .leftJoin(users, eq(users.id, dunningEvents.userId))
    .where(eq(instalments.enrollmentId, enrollmentId))
    .orderBy(desc(dunningEvents.createdAt), desc(dunningEvents.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Switches a guardian's e-mail reminders on or off (by address, whichever child they are for). */
async function writeReminderOptOut(tx: Tx, user: SessionUser, email: string, receber: boolean) {
  const address = email.toLowerCase();
  if (receber) await tx.delete(reminderOptOuts).where(eq(reminderOptOuts.email, address));
  else await tx.insert(reminderOptOuts).values({ email: address, createdByUserId: user.id }).onConflictDoNothing();
  return { email: address, receber };
}

export async function getReminderOptOut(db: Executor, email: string) {
  const address = email.toLowerCase();
  const [row] = await db.select({ email: reminderOptOuts.email }).from(reminderOptOuts).where(eq(reminderOptOuts.email, address));
  return { email: address, receber: !row };
}

/**
 * A family switching its reminders: its account's e-mail and the e-mails written on its guardian
 * links (the reminders go to a link's own e-mail when it has one).
 */
async function writeFamilyReminders(tx: Tx, user: SessionUser, receber: boolean) {
  const links = await tx
    .select({ email: athleteGuardians.email })
    .from(athleteGuardians)
    .where(and(eq(athleteGuardians.userId, user.id), isNotNull(athleteGuardians.email)));
  const addresses = new Set([user.email, ...links.map((link) => link.email!)].map((address) => address.toLowerCase()));
  for (const address of addresses) await writeReminderOptOut(tx, user, address, receber);
  return { email: user.email.toLowerCase(), receber };
}

export const saveReminderSettings = (db: Db, actor: Actor, user: SessionUser, settings: ReminderSettings) =>
  db.transaction(async (tx) => {
    const saved = await writeReminderSettings(tx, user, settings);
    await audit(tx, actor, { action: 'update', entity: 'reminder_settings', entityId: 1, changes: saved });
    return saved;
  });

export const whatsappForInstalment = (db: Db, user: SessionUser, id: number, today: string) => db.transaction((tx) => instalmentWhatsapp(tx, user, id, today));

export const whatsappForFamily = (db: Db, user: SessionUser, enrollmentId: number, today: string) =>
  db.transaction((tx) => familyWhatsapp(tx, user, enrollmentId, today));

export const setReminderOptOut = (db: Db, actor: Actor, user: SessionUser, email: string, receber: boolean) =>
  db.transaction(async (tx) => {
    const saved = await writeReminderOptOut(tx, user, email, receber);
    await audit(tx, actor, { action: 'update', entity: 'reminder_opt_outs', entityId: null, changes: saved });
    return saved;
  });

export const setFamilyReminders = (db: Db, actor: Actor, user: SessionUser, receber: boolean) =>
  db.transaction(async (tx) => {
    const saved = await writeFamilyReminders(tx, user, receber);
    await audit(tx, actor, { action: 'update', entity: 'reminder_opt_outs', entityId: user.id, changes: saved });
    return saved;
  });
