import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authAnswerSchema,
  changePasswordSchema,
  messageAnswerSchema,
  successSchema,
  registerSchema,
  requestResetSchema,
  resetPasswordSchema,
  signInSchema,
  tokenLoginSchema,
} from '@bgc/shared';
import { requestLanguage } from '../../lib/language.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { AuthService } from './auth.service.js';

export interface AuthRouteLimits {
  signIn: number;
  register: number;
  reset: number;
  checkEmail: number;
  windowMs: number;
}

/** `config.rateLimit` of a route; a limit of 0 turns it off. */
const limit = (max: number, windowMs: number) => ({
  rateLimit: { max: max > 0 ? max : Number.MAX_SAFE_INTEGER, timeWindow: windowMs },
});

/**
 * The auth calls (D-01 "auth calls"): T01–T05, T08, logout, transfer and token login.
 * Sign-in, register, reset and check-email are rate-limited per IP (D-10) and answer 429.
 */
export const authRoutes =
  (service: AuthService, limits: AuthRouteLimits): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth',
      {
        schema: { body: signInSchema, response: { 200: authAnswerSchema } },
        config: limit(limits.signIn, limits.windowMs),
      },
      async (request) =>
        service.signIn(
          request.body.email,
          request.body.password,
          request.headers['user-agent'],
          requestLanguage(request),
        ),
    );

    app.post('/auth/logout', { schema: { response: { 200: successSchema } } }, async (request) => {
      await service.signOut(requireActor(request).sessionId);
      return { success: true } as const;
    });

    app.post(
      '/auth/transfer',
      {
        schema: {
          response: { 200: z.object({ code: z.string(), expiresIn: z.number().int() }) },
        },
      },
      async (request) => service.issueTransferCode(requireActor(request).userId),
    );

    app.post(
      '/auth/token-login',
      {
        schema: { body: tokenLoginSchema, response: { 200: authAnswerSchema } },
        config: limit(limits.signIn, limits.windowMs),
      },
      async (request) =>
        service.tokenLogin(
          request.body.email,
          request.body.code,
          request.headers['user-agent'],
          requestLanguage(request),
        ),
    );

    app.post(
      '/register',
      {
        schema: { body: registerSchema, response: { 201: authAnswerSchema } },
        config: limit(limits.register, limits.windowMs),
      },
      async (request, reply) => {
        const answer = await service.register(
          request.body,
          request.headers['user-agent'],
          requestLanguage(request),
        );
        return reply.status(201).send(answer);
      },
    );

    app.get(
      '/check-email/:email',
      {
        schema: {
          params: z.object({ email: z.string().min(1).max(254) }),
          response: { 200: z.object({ exists: z.boolean() }) },
        },
        config: limit(limits.checkEmail, limits.windowMs),
      },
      async (request) => service.checkEmail(request.params.email),
    );

    app.post(
      '/request-reset-password',
      {
        schema: { body: requestResetSchema, response: { 200: messageAnswerSchema } },
        config: limit(limits.reset, limits.windowMs),
      },
      async (request) =>
        service.requestReset(request.body.email, request.body.returnUrl, requestLanguage(request)),
    );

    app.post(
      '/reset-password',
      {
        schema: { body: resetPasswordSchema, response: { 200: messageAnswerSchema } },
        config: limit(limits.reset, limits.windowMs),
      },
      async (request) =>
        service.resetPassword(request.body.token, request.body.password, requestLanguage(request)),
    );

    app.put(
      '/me/password',
      {
        schema: {
          body: changePasswordSchema,
          response: { 200: z.object({ newPassword: z.literal(true), token: z.string() }) },
        },
        onRequest: authenticated,
      },
      async (request) =>
        service.changePassword(
          requireActor(request),
          request.body.currentPassword,
          request.body.newPassword,
          request.headers['user-agent'],
          requestLanguage(request),
        ),
    );
  };
