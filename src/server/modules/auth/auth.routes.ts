import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetValidateSchema,
  registerSchema,
} from '../../../domain/auth';
import { ALL_ROLES } from '../../../domain/roles';
import { currentUser, SESSION_COOKIE, sessionToken } from '../../auth/guard';
import { setSessionCookie, userAgent } from '../../auth/session-cookie';
import { forgetWrongPasswords, loginLimits, rememberDevice } from '../../auth/login-limits';
import { deleteSession } from '../../auth/sessions';
import { audit } from '../../http/audit';
import { enqueue } from '../../jobs/queue';
import { bodyEmail, rateLimit } from '../../http/rate-limit';
import type { RouteModule } from '../../http/types';
import {
  confirmPasswordReset,
  isResetTokenValid,
  login,
  recordSignUp,
  RESET_REQUESTED,
  signUp,
} from './auth.service';

export const authRoutes: RouteModule = (app, { db, config }) => {
  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: { body: registerSchema },
      preHandler: rateLimit(db, 'register', {
        max: 10,
        windowMinutes: 60,
        message: 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.',
      }),
    },
    async (request, reply) => {
      const result = await signUp(db, request.body, (tx, user) => recordSignUp(tx, request, user));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { body: loginSchema },
      preHandler: loginLimits(db),
    },
    async (request, reply) => {
      const { email, senha } = request.body;
      try {
        const result = await login(db, email, senha, request.ip, userAgent(request));
        request.log.info({ userId: result.user.id }, 'login');
        await audit(db, request, { action: 'login', entity: 'users', entityId: result.user.id, userId: result.user.id });
        setSessionCookie(reply, request, config, result.sessionId);
        await rememberDevice(db, request, reply, config, result.user.id);
        return result;
      } catch (error) {
        request.log.warn({ email }, 'login recusado');
        throw error;
      }
    },
  );

  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Sessão encerrada' };
  });

  app.get('/api/auth/me', { config: { access: ALL_ROLES } }, async (request) => currentUser(request));

  app.post(
    '/api/auth/password-reset/request',
    {
      config: { access: 'public' },
      schema: { body: passwordResetRequestSchema },
      preHandler: rateLimit(db, 'reset-account', {
        max: 5,
        windowMinutes: 30,
        key: bodyEmail,
        message: 'Muitos pedidos de redefinição para este email. Aguarde 30 minutos e tente novamente.',
      }),
    },
    async (request) => {
      // One INSERT whatever the e-mail: the lookup, the token and the mail are the job's.
      await enqueue(db, 'password-reset', { email: request.body.email, ip: request.ip, userAgent: userAgent(request) });
      request.log.info('pedido de redefinição de senha');
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/api/auth/password-reset/validate',
    {
      config: { access: 'public' },
      schema: { body: passwordResetValidateSchema },
      preHandler: rateLimit(db, 'reset-validate', { max: 30, windowMinutes: 30, message: 'Muitas tentativas. Aguarde e tente novamente.' }),
    },
    async (request) => ({ valid: await isResetTokenValid(db, request.body.token) }),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: { body: passwordResetConfirmSchema },
      preHandler: rateLimit(db, 'reset-confirm', { max: 30, windowMinutes: 30, message: 'Muitas tentativas. Aguarde e tente novamente.' }),
    },
    async (request) => {
      const userId = await confirmPasswordReset(db, request.body.token, request.body.newPassword);
      await forgetWrongPasswords(db, userId);
      await audit(db, request, { action: 'password-reset', entity: 'users', entityId: userId, userId });
      request.log.info({ userId }, 'senha redefinida');
      return { message: 'Senha redefinida com sucesso' };
    },
  );
};
