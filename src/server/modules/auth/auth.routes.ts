import {
  loginResultSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetValidateSchema,
  passwordResetValidationSchema,
  registerSchema,
  sessionUserSchema,
} from '@domain/auth';
import { messageResponse } from '@domain/responses';
import { ALL_ROLES } from '@domain/roles';
import { COMMON_PASSWORD } from '../../auth/common-passwords';
import { currentUser, SESSION_COOKIE, sessionToken } from '../../auth/guard';
import { setSessionCookie, userAgent } from '../../auth/session-cookie';
import { loginLimits, rememberDevice, TOO_MANY_LOGINS } from '../../auth/login-limits';
import { deleteSession } from '../../auth/sessions';
import { enqueue } from '../../jobs/queue';
import { bodyEmail, rateLimit } from '../../http/rate-limit';
import type { RouteModule } from '../../http/types';
import {
  confirmPasswordReset,
  INVALID_TOKEN,
  isResetTokenValid,
  login,
  RESET_REQUESTED,
  signUp,
} from './auth.service';
import { actorOf } from '../../http/actor';

const TOO_MANY_REGISTRATIONS = 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.';
const TOO_MANY_RESETS = 'Muitos pedidos de redefinição para este email. Aguarde 30 minutos e tente novamente.';
const TOO_MANY_TRIES = 'Muitas tentativas. Aguarde e tente novamente.';

export const authRoutes: RouteModule = (app, { db, config }) => {
  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', errors: { 400: COMMON_PASSWORD, 429: TOO_MANY_REGISTRATIONS } },
      schema: {
        summary: 'Cria uma conta (a resposta é a mesma para um e-mail ou CPF já cadastrado)',
        body: registerSchema,
        response: { 201: messageResponse },
      },
      preHandler: rateLimit(db, 'register', { max: 10, windowMinutes: 60, message: TOO_MANY_REGISTRATIONS }),
    },
    async (request, reply) => {
      const result = await signUp(db, actorOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', errors: { 429: TOO_MANY_LOGINS } },
      schema: { summary: 'Entra com e-mail e senha: a sessão vai no cookie e na resposta', body: loginSchema, response: { 200: loginResultSchema } },
      preHandler: loginLimits(db),
    },
    async (request, reply) => {
      const { email, senha } = request.body;
      try {
        const result = await login(db, actorOf(request), email, senha, request.ip, userAgent(request));
        request.log.info({ userId: result.user.id }, 'login');
        setSessionCookie(reply, request, config, result.sessionId);
        await rememberDevice(db, request, reply, config, result.user.id);
        return result;
      } catch (error) {
        request.log.warn({ email }, 'login recusado');
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { summary: 'Encerra a sessão', response: { 200: messageResponse } } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSession(db, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Sessão encerrada' };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: ALL_ROLES }, schema: { summary: 'A conta da sessão', response: { 200: sessionUserSchema } } },
    async (request) => currentUser(request),
  );

  app.post(
    '/api/auth/password-reset/request',
    {
      config: { access: 'public', errors: { 429: TOO_MANY_RESETS } },
      schema: {
        summary: 'Pede o e-mail de redefinição de senha (a resposta é a mesma exista ou não a conta)',
        body: passwordResetRequestSchema,
        response: { 200: messageResponse },
      },
      preHandler: rateLimit(db, 'reset-account', { max: 5, windowMinutes: 30, key: bodyEmail, message: TOO_MANY_RESETS }),
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
      config: { access: 'public', errors: { 429: TOO_MANY_TRIES } },
      schema: {
        summary: 'Diz se o link de redefinição de senha ainda vale',
        body: passwordResetValidateSchema,
        response: { 200: passwordResetValidationSchema },
      },
      preHandler: rateLimit(db, 'reset-validate', { max: 30, windowMinutes: 30, message: TOO_MANY_TRIES }),
    },
    async (request) => ({ valid: await isResetTokenValid(db, request.body.token) }),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public', errors: { 400: [INVALID_TOKEN, COMMON_PASSWORD], 429: TOO_MANY_TRIES } },
      schema: {
        summary: 'Define a nova senha com o link de redefinição (encerra todas as sessões da conta)',
        body: passwordResetConfirmSchema,
        response: { 200: messageResponse },
      },
      preHandler: rateLimit(db, 'reset-confirm', { max: 30, windowMinutes: 30, message: TOO_MANY_TRIES }),
    },
    async (request) => {
      const userId = await confirmPasswordReset(db, actorOf(request), request.body.token, request.body.newPassword);
      request.log.info({ userId }, 'senha redefinida');
      return { message: 'Senha redefinida com sucesso' };
    },
  );
};
