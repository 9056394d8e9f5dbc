import { z } from 'zod';
import { todayIn } from '@domain/dates';
import {
  dunningEventSchema,
  NO_GUARDIAN_PHONE,
  NOTHING_OVERDUE,
  reminderOptOutInputSchema,
  reminderOptOutSchema,
  reminderSettingsSchema,
  unreachableFamiliesSchema,
  unreachableQuerySchema,
  whatsappChargeSchema,
} from '@domain/dunning';
import { email, idParam } from '@domain/fields';
import { permissions } from '@domain/permissions';
import { FAMILY } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import {
  enrollmentDunning,
  getReminderOptOut,
  getReminderSettings,
  saveReminderSettings,
  setFamilyReminders,
  setReminderOptOut,
  whatsappForFamily,
  whatsappForInstalment,
} from './dunning.service';
import { actorOf } from '../../http/actor';
import { unreachableFamilies } from './unreachable.service';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, ENROLLMENT_NOT_FOUND, INSTALMENT_NOT_FOUND } from '@domain/messages';

/**
 * Cobrança (ADR 0015, docs/pix.md): the régua de cobrança an administrador sets, "Cobrar no
 * WhatsApp" for staff, the reminders' history, and who gets no e-mail reminders (set by staff, or
 * by the family itself).
 */
export const dunningRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);

  app.get(
    '/api/reminder-settings',
    { config: { access: permissions.setDunningSchedule }, schema: { summary: 'Os dias da régua de cobrança (negativos: antes do vencimento)', response: { 200: reminderSettingsSchema } } },
    () => getReminderSettings(db),
  );

  app.put(
    '/api/reminder-settings',
    {
      config: { access: permissions.setDunningSchedule },
      schema: { summary: 'Grava os dias da régua de cobrança (lista vazia: sem lembretes por e-mail)', body: reminderSettingsSchema, response: { 200: reminderSettingsSchema } },
    },
    (request) => saveReminderSettings(db, actorOf(request), currentUser(request), request.body),
  );

  app.get(
    '/api/reminders/unreachable',
    {
      config: { access: permissions.manageDunning },
      schema: {
        summary: 'Os atletas com mensalidade em aberto que os lembretes não alcançam: responsável sem e-mail ou sem telefone',
        querystring: unreachableQuerySchema,
        response: { 200: unreachableFamiliesSchema },
      },
    },
    (request) => unreachableFamilies(db, request.query.page),
  );

  app.get(
    '/api/enrollments/:id/dunning',
    {
      config: { access: permissions.manageDunning, errors: { 404: ENROLLMENT_NOT_FOUND } },
      schema: { summary: 'O histórico de cobrança das parcelas de uma matrícula (e-mails e WhatsApp)', params: idParam, response: { 200: z.array(dunningEventSchema) } },
    },
    (request) => enrollmentDunning(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/monthly-payments/:id/whatsapp',
    {
      config: { access: permissions.manageDunning, errors: { 404: INSTALMENT_NOT_FOUND, 409: [ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, NO_GUARDIAN_PHONE] } },
      schema: { summary: 'Cobrar no WhatsApp: o link com a mensagem e o PIX de uma parcela (fica no histórico)', params: idParam, response: { 200: whatsappChargeSchema } },
    },
    (request) => whatsappForInstalment(db, currentUser(request), request.params.id, today()),
  );

  app.post(
    '/api/enrollments/:id/whatsapp',
    {
      config: { access: permissions.manageDunning, errors: { 404: ENROLLMENT_NOT_FOUND, 409: [NOTHING_OVERDUE, NO_GUARDIAN_PHONE] } },
      schema: { summary: 'Cobrar no WhatsApp a família da matrícula: as parcelas vencidas do atleta e dos irmãos (mesmo responsável), o total e um PIX', params: idParam, response: { 200: whatsappChargeSchema } },
    },
    (request) => whatsappForFamily(db, currentUser(request), request.params.id, today()),
  );

  app.get(
    '/api/reminder-opt-outs',
    {
      config: { access: permissions.manageDunning },
      schema: { summary: 'Se um e-mail de responsável recebe os lembretes de mensalidade', querystring: z.object({ email: email('Email inválido') }), response: { 200: reminderOptOutSchema } },
    },
    (request) => getReminderOptOut(db, request.query.email),
  );

  app.put(
    '/api/reminder-opt-outs',
    {
      config: { access: permissions.manageDunning },
      schema: { summary: 'Liga ou desliga os lembretes por e-mail de um responsável', body: reminderOptOutInputSchema, response: { 200: reminderOptOutSchema } },
    },
    (request) => setReminderOptOut(db, actorOf(request), currentUser(request), request.body.email, request.body.receber),
  );

  app.get(
    '/api/family/reminders',
    { config: { access: FAMILY }, schema: { summary: 'Se a família recebe os lembretes de mensalidade por e-mail', response: { 200: reminderOptOutSchema } } },
    (request) => getReminderOptOut(db, currentUser(request).email),
  );

  app.put(
    '/api/family/reminders',
    {
      config: { access: FAMILY },
      schema: { summary: 'A família liga ou desliga os seus lembretes por e-mail', body: z.object({ receber: z.boolean({ error: 'Informe se recebe lembretes' }) }), response: { 200: reminderOptOutSchema } },
    },
    (request) => setFamilyReminders(db, actorOf(request), currentUser(request), request.body.receber),
  );
};
