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
import { deleteSession } from '../../auth/sessions';
import { audit } from '../../http/audit';
import { bodyEmail, rateLimit } from '../../http/rate-limit';
import type { RouteModule } from '../../http/types';
import {
  confirmPasswordReset,
  isResetTokenValid,
  login,
  recordSignUp,
  register,
  requestPasswordReset,
  RESET_REQUESTED,
} from './auth.service';

const TOO_MANY_LOGINS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

export const authRoutes: RouteModule = (app, { db, mailer, config }) => {
  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: { body: registerSchema },
      preHandler: rateLimit(app, 'register', {
        max: 10,
        windowMinutes: 60,
        message: 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.',
      }),
    },
    async (request, reply) => {
      const result = await register(db, request.body, (tx, user) => recordSignUp(tx, request, user));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { body: loginSchema },
      preHandler: [
        rateLimit(app, 'login-ip', { max: 25, windowMinutes: 5, message: TOO_MANY_LOGINS }),
        rateLimit(app, 'login-account', { max: 25, windowMinutes: 60, key: bodyEmail, message: TOO_MANY_LOGINS }),
      ],
    },
    async (request, reply) => {
      const { email, senha } = request.body;
      try {
        const result = await login(db, email, senha, request.ip, userAgent(request));
        request.log.info({ userId: result.user.id }, 'login');
        await audit(db, request, { action: 'login', entity: 'users', entityId: result.user.id, userId: result.user.id });
        setSessionCookie(reply, request, config, result.sessionId);
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
      preHandler: rateLimit(app, 'reset-account', {
        max: 5,
        windowMinutes: 30,
        key: bodyEmail,
        message: 'Muitos pedidos de redefinição para este email. Aguarde 30 minutos e tente novamente.',
      }),
    },
    async (request) => {
      const sent = await requestPasswordReset(db, mailer, config.publicUrl, request.body.email, request.ip, userAgent(request));
      request.log.info({ sent }, 'pedido de redefinição de senha');
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/api/auth/password-reset/validate',
    {
      config: { access: 'public' },
      schema: { body: passwordResetValidateSchema },
      preHandler: rateLimit(app, 'reset-validate', { max: 30, windowMinutes: 30, message: 'Muitas tentativas. Aguarde e tente novamente.' }),
    },
    async (request) => ({ valid: await isResetTokenValid(db, request.body.token) }),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: { body: passwordResetConfirmSchema },
      preHandler: rateLimit(app, 'reset-confirm', { max: 30, windowMinutes: 30, message: 'Muitas tentativas. Aguarde e tente novamente.' }),
    },
    async (request) => {
      const userId = await confirmPasswordReset(db, request.body.token, request.body.newPassword);
      await audit(db, request, { action: 'password-reset', entity: 'users', entityId: userId, userId });
      request.log.info({ userId }, 'senha redefinida');
      return { message: 'Senha redefinida com sucesso' };
    },
  );
};
