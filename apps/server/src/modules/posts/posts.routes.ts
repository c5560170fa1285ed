import { z } from 'zod';
import {
  idParamSchema,
  postPageSchema,
  postSchema,
  postLanguagesQuerySchema,
  postListQuerySchema,
  subscriptionQuerySchema,
  tagsQuerySchema,
  postLanguagesSchema,
  topTagsSchema,
} from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { PAGES_NAMED_BY_HANDLER, newPostPageTags, pagesWritten } from '../../lib/page-cache.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { requestLanguage } from '../../lib/language.js';
import { readMultipart } from '../../lib/multipart.js';
import type { PostService } from './posts.service.js';

/** A post answer's id, type, author and course, as {@link newPostPageTags} takes them. */
const postRef = (post: {
  id: number;
  type: number;
  course: number | null;
  profile: { id: number };
}) => ({
  id: post.id,
  type: post.type,
  authorId: post.profile.id,
  courseId: post.course,
});

/**
 * Post calls T60–T66 (POST-023..026, FEED-002, VLOG-003, COMM-003/006); pages and posts are
 * serialised by their shared schemas.
 */
export const postRoutes: RouteModule<PostService> = (service) => async (app) => {
  app.get(
    '/posts',
    { schema: { querystring: postListQuerySchema, response: { 200: postPageSchema } } },
    async (request) => service.list(request.query, request.actor, requestLanguage(request)),
  );

  app.get(
    '/posts/my-subscription',
    {
      schema: { querystring: subscriptionQuerySchema, response: { 200: postPageSchema } },
      onRequest: authenticated,
    },
    async (request) =>
      service.subscription(
        requireActor(request),
        request.query.page,
        request.query.limit,
        requestLanguage(request),
      ),
  );

  app.get(
    '/posts/languages',
    { schema: { querystring: postLanguagesQuerySchema, response: { 200: postLanguagesSchema } } },
    async (request) => service.languages(request.query.types, requestLanguage(request)),
  );

  app.get(
    '/tags',
    { schema: { querystring: tagsQuerySchema, response: { 200: topTagsSchema } } },
    async (request) => service.tags(request.query.limit),
  );

  // multipart bodies: read by lib/multipart.ts (@fastify/multipart), checked by posts.form.ts;
  // decision 033: a new post changes the pages showing it, named once it is stored
  app.post(
    '/posts',
    {
      schema: { response: { 200: postSchema } },
      onRequest: authenticated,
      config: { pageWrites: PAGES_NAMED_BY_HANDLER },
    },
    async (request) => {
      const post = await service.create(
        requireActor(request),
        await readMultipart(request),
        requestLanguage(request),
      );
      pagesWritten(request, newPostPageTags(postRef(post)));
      return post;
    },
  );

  // an edit may move the post to another course: every page is emptied (the default)
  app.post(
    '/posts/update',
    { schema: { response: { 200: postSchema } }, onRequest: authenticated },
    async (request) =>
      service.update(requireActor(request), await readMultipart(request), requestLanguage(request)),
  );

  app.delete(
    '/posts/:id',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
      onRequest: authenticated,
    },
    async (request) => service.remove(requireActor(request), request.params.id),
  );
};
