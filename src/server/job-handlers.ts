import { todayIn } from '@domain/dates';
import type { JobHandlers } from './jobs/workers';
import { warnOfTakenQuickRegister } from './modules/athletes/quick-register-notice';
import { explainRefusedSignIn, warnOfTakenSignUp } from './modules/auth/account-notices';
import { requestPasswordReset } from './modules/auth/auth.service';
import { sendAttendanceAlert } from './modules/attendance/alerts.service';
import { sendReminder } from './modules/dunning/dunning.service';
import { sendPaymentConfirmation } from './modules/payments/payment-confirmation';
import { runScheduledBackup } from './modules/backups/backup-run';
import { syncBanks } from './modules/bank/bank-sync';
import { announceNews } from './modules/news/news-notifications';

/**
 * What each background job does (the jobs and their data: jobs/queue.ts). The modules queue through
 * jobs/ and do the work; this record, like app.ts's list of routes, stands above both and wires one
 * to the other: main.ts starts the workers with it, the tests run the queued jobs with it.
 */
export const jobHandlers: JobHandlers = {
  mail: (mail, { mailer }) => mailer.send(mail),
  'password-reset': (request, { db, mailer, config }) => requestPasswordReset(db, mailer, config.publicUrl, request),
  'sign-up-taken': (attempt, { db, mailer, config }) => warnOfTakenSignUp(db, mailer, config.publicUrl, attempt),
  'inactive-sign-in': ({ userId }, { db, mailer, config }) => explainRefusedSignIn(db, mailer, config.publicUrl, userId),
  'quick-register-taken': (submitted, { db, mailer, config }) => warnOfTakenQuickRegister(db, mailer, config.publicUrl, submitted),
  'news-published': (item, { db, config }) => announceNews(db, config.publicUrl, item),
  'payment-confirmed': ({ receiptId }, { db, mailer, config }) => sendPaymentConfirmation(db, mailer, config, receiptId),
  'payment-reminder': ({ dunningEventId }, { db, mailer, config }) => sendReminder(db, mailer, config.publicUrl, dunningEventId, todayIn(config.timeZone)),
  'attendance-alert': ({ alertId }, { db, mailer }) => sendAttendanceAlert(db, mailer, alertId),
  backup: ({ runId }, { db, config }) => runScheduledBackup(db, config, runId),
  'bank-sync': (_data, { db, config }) => syncBanks(db, config),
};
