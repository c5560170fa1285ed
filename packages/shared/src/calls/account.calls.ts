import { z } from 'zod';
import { defineCall } from '../api-call.js';
import {
  idParamSchema,
  messageAnswerSchema,
  pageSchema,
  pagingQuerySchema,
  successSchema,
  courseSummarySchema,
} from '../api.schema.js';
import { DB_ID_MAX, FOLLOWING_PAGE_SIZE, SEARCH_DEFAULT_LIMIT } from '../constants.js';
import {
  dataExportSchema,
  deleteAccountAnswerSchema,
  deleteAccountSchema,
} from '../contact.schema.js';
import { friendEntrySchema } from '../chat.schema.js';
import {
  authAnswerSchema,
  changePasswordSchema,
  coverSchema,
  followItemSchema,
  followSchema,
  friendAnswerSchema,
  friendRequestSchema,
  meUserSchema,
  memberProfileSchema,
  memberSummarySchema,
  photoSchema,
  registerSchema,
  requestResetSchema,
  resetPasswordSchema,
  shortBioSchema,
  signInSchema,
  tokenLoginSchema,
  updateMeAnswerSchema,
  updateMeSchema,
} from '../members.schema.js';
import { sessionIdParamsSchema, sessionListSchema } from '../sessions.schema.js';

/** AUTH-*: a one-time code that carries the session to another edition's origin. */
export const transferAnswerSchema = z.object({ code: z.string(), expiresIn: z.number().int() });
/** T06: the address asked about. */
export const checkEmailParamsSchema = z.object({ email: z.string().min(1).max(254) });
/** T06: whether an account holds the address. */
export const checkEmailAnswerSchema = z.object({ exists: z.boolean() });
/** T08: the password changed; the session continues with a new token (AUTH-036). */
export const passwordChangedSchema = z.object({ newPassword: z.literal(true), token: z.string() });
/** T10: the member search, a page of at most 50 (SEARCH-*). */
export const memberSearchQuerySchema = pagingQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_DEFAULT_LIMIT),
  filter_name_like: z.string().trim().min(1).max(100).optional(),
});
/** FOLLOW-007: a page of the followed courses and members. */
export const followingQuerySchema = pagingQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(FOLLOWING_PAGE_SIZE),
});
/** T33: what an unfollow names. */
export const unfollowParamsSchema = z.object({
  entityName: z.enum(['course', 'user']),
  entityId: z.coerce.number().int().positive().max(DB_ID_MAX),
});
/** T29: the own played courses, or another member's (`filter_user`). */
export const playedQuerySchema = pagingQuerySchema.extend({
  filter_user: z.coerce.number().int().positive().max(DB_ID_MAX).optional(),
});
/** T30: the played courses added, `id-id-…` (OPEN-063, up to 40). */
export const playedIdsParamsSchema = z.object({ ids: z.string().max(500) });

/**
 * The calls of sign-in, the own account, members, follows, friends and played courses
 * (T01–T13, T29–T40, D-01, decision 029), declared once for the routes and the SPA
 * (decision 045).
 */
export const accountCalls = {
  'POST /auth': defineCall({ body: signInSchema, response: { 200: authAnswerSchema } }),
  'POST /auth/logout': defineCall({ response: { 200: successSchema } }),
  'POST /auth/transfer': defineCall({ response: { 200: transferAnswerSchema } }),
  'POST /auth/token-login': defineCall({
    body: tokenLoginSchema,
    response: { 200: authAnswerSchema },
  }),
  'POST /register': defineCall({ body: registerSchema, response: { 201: authAnswerSchema } }),
  'GET /check-email/:email': defineCall({
    params: checkEmailParamsSchema,
    response: { 200: checkEmailAnswerSchema },
  }),
  'POST /request-reset-password': defineCall({
    body: requestResetSchema,
    response: { 200: messageAnswerSchema },
  }),
  'POST /reset-password': defineCall({
    body: resetPasswordSchema,
    response: { 200: messageAnswerSchema },
  }),
  'PUT /me/password': defineCall({
    body: changePasswordSchema,
    response: { 200: passwordChangedSchema },
  }),
  'GET /me': defineCall({ response: { 200: meUserSchema } }),
  'PUT /me': defineCall({ body: updateMeSchema, response: { 200: updateMeAnswerSchema } }),
  'PUT /me/short-bio': defineCall({ body: shortBioSchema, response: { 200: meUserSchema } }),
  'PUT /me/photo': defineCall({ body: photoSchema, response: { 200: meUserSchema } }),
  'PUT /me/cover': defineCall({ body: coverSchema, response: { 200: meUserSchema } }),
  'GET /me/data-export': defineCall({ response: { 200: dataExportSchema } }),
  'POST /me/delete-account': defineCall({
    body: deleteAccountSchema,
    response: { 200: deleteAccountAnswerSchema },
  }),
  'GET /me/sessions': defineCall({ response: { 200: sessionListSchema } }),
  'DELETE /me/sessions/:id': defineCall({
    params: sessionIdParamsSchema,
    response: { 200: successSchema },
  }),
  'POST /me/sessions/sign-out-everywhere': defineCall({ response: { 200: successSchema } }),
  'GET /users/:id': defineCall({ params: idParamSchema, response: { 200: memberProfileSchema } }),
  'GET /users': defineCall({
    querystring: memberSearchQuerySchema,
    response: { 200: pageSchema(memberSummarySchema) },
  }),
  'POST /follow': defineCall({
    body: followSchema,
    response: { 200: z.object({ isFollowed: z.literal(true) }) },
  }),
  'DELETE /follow/:entityName/:entityId': defineCall({
    params: unfollowParamsSchema,
    response: { 200: z.object({ isFollowed: z.literal(false) }) },
  }),
  'GET /follow/following': defineCall({
    querystring: followingQuerySchema,
    response: { 200: pageSchema(followItemSchema) },
  }),
  'GET /follow/following/:id': defineCall({
    params: idParamSchema,
    querystring: followingQuerySchema,
    response: { 200: pageSchema(followItemSchema) },
  }),
  'GET /courses-played': defineCall({
    querystring: playedQuerySchema,
    response: { 200: pageSchema(z.object({ course: courseSummarySchema })) },
  }),
  'POST /courses-played/:ids': defineCall({
    params: playedIdsParamsSchema,
    response: { 201: z.object({ added: z.number().int() }) },
  }),
  'DELETE /courses-played/:id': defineCall({
    params: idParamSchema,
    response: { 200: z.object({ removed: z.boolean() }) },
  }),
  'POST /friend/request': defineCall({
    body: friendRequestSchema,
    response: { 200: friendAnswerSchema },
  }),
  'PUT /friend/accept/:id': defineCall({
    params: idParamSchema,
    response: { 200: friendAnswerSchema },
  }),
  'PUT /friend/deny/:id': defineCall({
    params: idParamSchema,
    response: { 200: friendAnswerSchema },
  }),
  'PUT /friend/block/:id': defineCall({
    params: idParamSchema,
    response: { 200: friendAnswerSchema },
  }),
  'PUT /friend/unblock/:id': defineCall({
    params: idParamSchema,
    response: { 200: friendAnswerSchema },
  }),
  'DELETE /friend/disconnect/:id': defineCall({
    params: idParamSchema,
    response: { 200: friendAnswerSchema },
  }),
  'GET /friend/list': defineCall({ response: { 200: z.array(friendEntrySchema) } }),
} as const;
