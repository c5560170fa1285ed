import { z } from 'zod';
import { defineCall, defineMultipartCall } from '../api-call.js';
import { idParamSchema, pageSchema, successSchema } from '../api.schema.js';
import {
  chatLiveDeleteSchema,
  conversationAnswerSchema,
  conversationParamsSchema,
  deleteMessageSchema,
  iceServersSchema,
  peerKeyLookupSchema,
  peerKeyParamsSchema,
  peerKeyRetrySchema,
  pushMessageAnswerSchema,
  pushMessageSchema,
} from '../chat.schema.js';
import { contactSentSchema } from '../contact.schema.js';
import { hostInputSchema, hostSchema, hostSearchSchema } from '../finder.schema.js';
import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesAnswerSchema,
  notificationPreferencesSchema,
} from '../notifications.schema.js';
import {
  commentInputSchema,
  commentListQuerySchema,
  commentSchema,
  commentUpdateSchema,
  likeAnswerSchema,
  likeInputSchema,
  likeParamsSchema,
  postFieldsSchema,
  postLanguagesQuerySchema,
  postLanguagesSchema,
  postListQuerySchema,
  postPageSchema,
  postSchema,
  reportInputSchema,
  subscriptionQuerySchema,
  tagsQuerySchema,
  topTagsSchema,
} from '../posts.schema.js';

/** CHAT-017: a peer's key, or null when it has none. */
export const peerKeyAnswerSchema = z.object({ key: z.string().nullable() });
/** CHAT-017/018: whether the own key was there to delete. */
export const deletedKeySchema = z.object({ deleted: z.boolean() });
/** FIND-005/006: the caller's host record, null when none. */
export const myHostSchema = z.object({ host: hostSchema.nullable() });
/** FIND-007: a host's state. */
export const hostStatusSchema = z.object({ status: z.enum(['active', 'inactive']) });

/**
 * The post form (POST-023/024, T63/T64): its text fields, the hashtags, new videos, removed
 * and retitled media as lists, the photos as files.
 */
const postForm = {
  fields: postFieldsSchema,
  lists: ['hashtags', 'photoTitles', 'youtubes', 'youtubeMeta', 'removedMedia', 'reTitledMedia'],
  files: ['photoFiles'],
} as const;

/**
 * The calls of chat, the player finder, posts, comments, likes, reports and notifications
 * (CHAT-*, FIND-*, POST-*, CMT-*, LIKE-*, NOTIF-*), declared once for the routes and the SPA
 * (decision 045).
 */
export const socialCalls = {
  'POST /chat/push-message': defineCall({
    body: pushMessageSchema,
    response: { 200: pushMessageAnswerSchema },
  }),
  'GET /chat/get-conversation/:a/:b': defineCall({
    params: conversationParamsSchema,
    response: { 200: conversationAnswerSchema },
  }),
  'DELETE /chat/delete-message': defineCall({
    body: deleteMessageSchema,
    response: { 200: chatLiveDeleteSchema },
  }),
  'DELETE /chat/delete-conversation/:id': defineCall({
    params: idParamSchema,
    response: { 200: z.object({ friend: z.number().int(), hiddenBefore: z.number().int() }) },
  }),
  'POST /chat/add-key/:id': defineCall({
    params: peerKeyParamsSchema,
    response: { 200: z.object({ key: z.string() }) },
  }),
  'DELETE /chat/delete-key/:id': defineCall({
    params: peerKeyParamsSchema,
    response: { 200: deletedKeySchema },
  }),
  'POST /chat/delete-key/:id': defineCall({
    params: peerKeyParamsSchema,
    response: { 200: deletedKeySchema },
  }),
  'GET /chat/get-key/:id': defineCall({
    params: idParamSchema,
    response: { 200: peerKeyAnswerSchema },
  }),
  'POST /chat/get-key-retry': defineCall({
    body: peerKeyRetrySchema,
    response: { 200: peerKeyAnswerSchema },
  }),
  'GET /chat/get-user-by-key/:key': defineCall({
    params: peerKeyLookupSchema,
    response: { 200: z.object({ user: z.object({ id: z.number().int() }) }) },
  }),
  'GET /chat/ice-servers': defineCall({
    querystring: z.object({}).passthrough(),
    response: { 200: iceServersSchema },
  }),
  'GET /hosts/me': defineCall({ response: { 200: myHostSchema } }),
  'POST /hosts': defineCall({ body: hostInputSchema, response: { 200: myHostSchema } }),
  'PUT /hosts': defineCall({ body: hostInputSchema, response: { 200: myHostSchema } }),
  'PUT /hosts/status/:status': defineCall({
    params: hostStatusSchema,
    response: { 200: hostStatusSchema },
  }),
  'POST /hosts/search': defineCall({
    body: hostSearchSchema,
    response: { 200: pageSchema(hostSchema) },
  }),
  'GET /posts': defineCall({ querystring: postListQuerySchema, response: { 200: postPageSchema } }),
  'GET /posts/my-subscription': defineCall({
    querystring: subscriptionQuerySchema,
    response: { 200: postPageSchema },
  }),
  'GET /posts/languages': defineCall({
    querystring: postLanguagesQuerySchema,
    response: { 200: postLanguagesSchema },
  }),
  'POST /posts': defineMultipartCall({ response: { 200: postSchema } }, postForm),
  'POST /posts/update': defineMultipartCall({ response: { 200: postSchema } }, postForm),
  'DELETE /posts/:id': defineCall({ params: idParamSchema, response: { 200: successSchema } }),
  'GET /tags': defineCall({ querystring: tagsQuerySchema, response: { 200: topTagsSchema } }),
  'GET /comments': defineCall({
    querystring: commentListQuerySchema,
    response: { 200: pageSchema(commentSchema) },
  }),
  'POST /comments': defineCall({ body: commentInputSchema, response: { 200: commentSchema } }),
  'PUT /comments/:id': defineCall({
    params: idParamSchema,
    body: commentUpdateSchema,
    response: { 200: commentSchema },
  }),
  'DELETE /comments/:id': defineCall({ params: idParamSchema, response: { 200: successSchema } }),
  'POST /likes': defineCall({ body: likeInputSchema, response: { 200: likeAnswerSchema } }),
  'DELETE /likes/:entityName/:entityId': defineCall({
    params: likeParamsSchema,
    response: { 200: likeAnswerSchema },
  }),
  'POST /report': defineCall({ body: reportInputSchema, response: { 200: contactSentSchema } }),
  'POST /comments/report': defineCall({
    body: reportInputSchema,
    response: { 200: contactSentSchema },
  }),
  'GET /notification': defineCall({
    querystring: notificationListQuerySchema,
    response: { 200: notificationPageSchema },
  }),
  'PUT /notification/read-all': defineCall({
    response: { 200: successSchema.extend({ updated: z.number().int() }) },
  }),
  'PUT /notification/read/:id': defineCall({
    params: idParamSchema,
    response: { 200: successSchema },
  }),
  'DELETE /notification/:id': defineCall({
    params: idParamSchema,
    response: { 200: successSchema },
  }),
  'GET /notification/preferences': defineCall({
    response: { 200: notificationPreferencesAnswerSchema },
  }),
  'PUT /notification/preferences': defineCall({
    body: notificationPreferencesSchema,
    response: { 200: notificationPreferencesAnswerSchema },
  }),
} as const;
