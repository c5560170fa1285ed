import { z } from 'zod';
import { defineCall, defineMultipartCall } from '../api-call.js';
import {
  citiesQuerySchema,
  citySchema,
  countryListItemSchema,
  countrySchema,
  courseDetailSchema,
  courseSummarySchema,
  coursesQuerySchema,
  homeSchema,
  idParamSchema,
  langParamSchema,
  languageSchema,
  listSchema,
  pageSchema,
  slugParamSchema,
  stateSchema,
  zoneSchema,
} from '../api.schema.js';
import { townSchema, townsQuerySchema } from '../clubs.schema.js';
import { captchaChallengeSchema } from '../contact.schema.js';
import {
  claimRequestSchema,
  clientConfigSchema,
  courseEditSchema,
  interviewFieldsSchema,
  interviewSchema,
  locationClustersQuerySchema,
  locationClustersSchema,
  locationsQuerySchema,
  locationsSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaQuerySchema,
  mediaWithCourseSchema,
  reviewInfoSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewSchema,
} from '../course-pages.schema.js';
import { DB_ID_MAX } from '../constants.js';
import { EDITION_IDS } from '../editions.js';
import { successSchema } from '../api.schema.js';

/** OPEN-*: the readiness probe's body, per dependency (200 ready or degraded, 503 unavailable). */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'unused']),
});

/** MEDIA-019/020: the stored files; an editor image (no `courseId`) answers its path only. */
export const uploadedMediaSchema = z.object({
  list: z.array(
    z.union([mediaItemSchema, z.object({ path: z.string(), description: z.string().nullable() })]),
  ),
});

/** T77's form: `courseId` (none for an editor image), photos with titles, videos. */
export const mediaUploadFieldsSchema = z.object({
  courseId: z.string().max(20).optional(),
});

/**
 * The calls of courses, places, reviews, interviews, media, the client's configuration, the
 * editions, the probes and the contact captcha (COURSE-*, REV-*, INTV-*, MEDIA-*, MAP-*,
 * OPEN-*), declared once for the routes and the SPA (decision 045).
 */
export const placeCalls = {
  'GET /healthz': defineCall({ response: { 200: z.object({ status: z.literal('ok') }) } }),
  'GET /readyz': defineCall({ response: { 200: readinessSchema, 503: readinessSchema } }),
  'GET /client-config': defineCall({ response: { 200: clientConfigSchema } }),
  'GET /editions': defineCall({
    response: {
      200: z.object({
        editions: z.array(z.object({ id: z.enum(EDITION_IDS), origin: z.string() })),
      }),
    },
  }),
  'GET /captcha/challenge': defineCall({ response: { 200: captchaChallengeSchema } }),
  'GET /home': defineCall({ response: { 200: homeSchema } }),
  'GET /courses': defineCall({
    querystring: coursesQuerySchema,
    response: { 200: pageSchema(courseSummarySchema) },
  }),
  'GET /courses/:id': defineCall({ params: idParamSchema, response: { 200: courseDetailSchema } }),
  'GET /courses/slug/:slug': defineCall({
    params: slugParamSchema,
    querystring: z.object({ country: z.string().min(1).max(100).optional() }),
    response: { 200: courseDetailSchema },
  }),
  'GET /courses/locations': defineCall({
    querystring: locationsQuerySchema,
    response: { 200: locationsSchema },
  }),
  'GET /courses/location-clusters': defineCall({
    querystring: locationClustersQuerySchema,
    response: { 200: locationClustersSchema },
  }),
  'GET /towns': defineCall({
    querystring: townsQuerySchema,
    response: { 200: listSchema(townSchema) },
  }),
  'POST /courses/request-admin': defineCall({
    body: claimRequestSchema,
    response: { 200: z.object({ courseRole: z.array(z.string()) }) },
  }),
  'POST /courses/edit': defineCall({
    body: courseEditSchema,
    response: { 200: z.object({ picture: z.string().nullable(), cover: z.string().nullable() }) },
  }),
  'GET /courses/review': defineCall({
    querystring: reviewListQuerySchema,
    response: { 200: pageSchema(reviewSchema) },
  }),
  'GET /courses/review/info': defineCall({
    querystring: z.object({ filter_course: z.coerce.number().int().positive().max(DB_ID_MAX) }),
    response: { 200: reviewInfoSchema },
  }),
  'POST /courses/review': defineCall({ body: reviewInputSchema, response: { 200: reviewSchema } }),
  'POST /courses/review/:id': defineCall({
    params: idParamSchema,
    body: reviewInputSchema,
    response: { 200: reviewSchema },
  }),
  'DELETE /courses/review/:id': defineCall({
    params: idParamSchema,
    response: { 200: successSchema },
  }),
  'GET /courses/director-interview/:id': defineCall({
    params: idParamSchema,
    response: { 200: interviewSchema },
  }),
  'POST /courses/director-interview': defineMultipartCall(
    { response: { 200: interviewSchema } },
    {
      fields: interviewFieldsSchema,
      lists: ['photoTitles', 'youtubes', 'removedMedia', 'reTitledMedia'],
      files: ['photoFiles'],
    },
  ),
  'GET /media/list': defineCall({
    querystring: mediaListQuerySchema,
    response: { 200: pageSchema(mediaItemSchema) },
  }),
  'GET /media': defineCall({
    querystring: mediaQuerySchema,
    response: { 200: mediaWithCourseSchema },
  }),
  'POST /media': defineMultipartCall(
    { response: { 200: uploadedMediaSchema } },
    {
      fields: mediaUploadFieldsSchema,
      lists: ['photoTitles', 'youtubes', 'youtubeMeta'],
      files: ['photoFiles'],
    },
  ),
  'GET /categories': defineCall({ response: { 200: listSchema(zoneSchema) } }),
  'GET /zones/:slug': defineCall({ params: slugParamSchema, response: { 200: zoneSchema } }),
  'GET /countries/all': defineCall({ response: { 200: listSchema(countryListItemSchema) } }),
  'GET /countries/available/:lang': defineCall({
    params: langParamSchema,
    response: { 200: listSchema(countrySchema) },
  }),
  'GET /countries/:slug': defineCall({ params: slugParamSchema, response: { 200: countrySchema } }),
  'GET /countries/states/:id': defineCall({
    params: idParamSchema,
    response: { 200: listSchema(stateSchema) },
  }),
  'GET /states/cities/:id': defineCall({
    params: idParamSchema,
    querystring: citiesQuerySchema,
    response: { 200: listSchema(citySchema) },
  }),
  'GET /languages/all': defineCall({ response: { 200: listSchema(languageSchema) } }),
} as const;
