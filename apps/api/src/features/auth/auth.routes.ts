import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailSchema,
  confirmTokenSchema,
  twoFactorSettingSchema,
  changePasswordSchema,
  codeResentResponseSchema,
  forgotPasswordSchema,
  employeeUserResponseSchema,
  loginSchema,
  messageResponseSchema,
  organizationQuerySchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signedInSessionResponseSchema,
  twoFactorCodeSchema,
  userResponseSchema,
} from '@employee-portal/core';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { unauthenticated } from '../../platform/http/errors.ts';
import { login, validateTwoFactor, type ClientMeta } from './login.service.ts';
import { resendTwoFactorCode } from './code-resend.service.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.ts';
import { currentUser, logout } from './session.service.ts';
import {
  confirmEmailChange,
  requestEmailChange,
  sendTwoFactorSettingCode,
  setTwoFactorSetting,
} from './account.service.ts';

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
const sessionOnly = memberAccess(null, { withoutSubscription: true, duringPasswordChange: true });

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        config: { access: publicAccess },
        schema: { tags: ['auth'], body: loginSchema, response: { 200: sessionResponseSchema } },
      },
      (request) => login(deps, request.body, clientMeta(request)),
    );

    app.post(
      '/validate_two_factor',
      {
        config: { access: { kind: 'two_factor_pending' } },
        schema: { tags: ['auth'], body: twoFactorCodeSchema, response: { 200: signedInSessionResponseSchema } },
      },
      (request) => {
        if (!request.pendingLogin) throw unauthenticated();
        return validateTwoFactor(deps, request.pendingLogin, request.body.code, clientMeta(request));
      },
    );

    app.post(
      '/validate_two_factor/resend',
      {
        config: { access: { kind: 'two_factor_pending' } },
        schema: { tags: ['auth'], response: { 200: codeResentResponseSchema } },
      },
      (request) => {
        if (!request.pendingLogin) throw unauthenticated();
        return resendTwoFactorCode(deps, request.pendingLogin, clientMeta(request));
      },
    );

    app.post(
      '/auth/password/forgot',
      {
        config: { access: publicAccess },
        schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: messageResponseSchema } },
      },
      (request) => requestPasswordReset(deps, request.body.email, request.ip),
    );

    app.post(
      '/auth/password/reset',
      {
        config: { access: publicAccess },
        schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: messageResponseSchema } },
      },
      (request) => resetPassword(deps, request.body),
    );

    app.put(
      '/auth/change_password',
      {
        config: { access: sessionOnly },
        schema: {
          tags: ['auth'],
          body: changePasswordSchema,
          response: { 200: userResponseSchema },
        },
      },
      (request) => changePassword(deps, requireMember(request), request.body),
    );

    app.get(
      '/auth/employee_user',
      {
        config: { access: sessionOnly },
        schema: {
          tags: ['auth'],
          querystring: organizationQuerySchema,
          response: { 200: employeeUserResponseSchema },
        },
      },
      (request) => currentUser(deps, requireMember(request)),
    );

    app.put(
      '/auth/change_email',
      {
        config: { access: memberAccess('change_email', { withoutSubscription: true }) },
        schema: { tags: ['auth'], body: changeEmailSchema, response: { 200: messageResponseSchema } },
      },
      (request) => requestEmailChange(deps, requireMember(request), request.body),
    );

    // The link may be opened signed out (another browser, a phone): the token alone proves the request.
    app.post(
      '/auth/change_email/confirm',
      {
        config: { access: publicAccess },
        schema: { tags: ['auth'], body: confirmTokenSchema, response: { 200: messageResponseSchema } },
      },
      (request) => confirmEmailChange(deps, request.body.token),
    );

    app.post(
      '/auth/two_factor/send_code',
      {
        config: { access: memberAccess('two_factor', { withoutSubscription: true }) },
        schema: { tags: ['auth'], response: { 200: messageResponseSchema } },
      },
      (request) => sendTwoFactorSettingCode(deps, requireMember(request)),
    );

    app.put(
      '/auth/two_factor',
      {
        config: { access: memberAccess('two_factor', { withoutSubscription: true }) },
        schema: {
          tags: ['auth'],
          body: twoFactorSettingSchema,
          response: { 200: userResponseSchema },
        },
      },
      (request) => setTwoFactorSetting(deps, requireMember(request), request.body),
    );

    app.post(
      '/auth/logout',
      { config: { access: sessionOnly }, schema: { tags: ['auth'], response: { 200: messageResponseSchema } } },
      (request) => logout(deps, requireMember(request)),
    );
  };
