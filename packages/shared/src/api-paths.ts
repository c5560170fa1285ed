import type { z } from 'zod';
import type {
  citiesQuerySchema,
  citySchema,
  coursesQuerySchema,
  countryListItemSchema,
  countrySchema,
  courseDetailSchema,
  courseSummarySchema,
  homeSchema,
  languageSchema,
  messageAnswerSchema,
  stateSchema,
  successSchema,
  zoneSchema,
  Page,
} from './api.schema.js';
import type { sessionListSchema } from './sessions.schema.js';
import type {
  chatLiveDeleteSchema,
  conversationAnswerSchema,
  deleteMessageSchema,
  friendEntrySchema,
  iceServersSchema,
  peerKeyRetrySchema,
  pushMessageAnswerSchema,
  pushMessageSchema,
} from './chat.schema.js';
import type {
  contactListQuerySchema,
  contactRequestViewSchema,
  contactSentSchema,
  contactStatusSchema,
  deleteAccountAnswerSchema,
  deleteAccountSchema,
  packContactSchema,
  partnerContactSchema,
} from './contact.schema.js';
import type {
  courseAuditEntrySchema,
  courseKindSchema,
  courseMergeSchema,
  courseRemovalSchema,
} from './course-corrections.schema.js';
import type {
  claimRequestSchema,
  clientConfigSchema,
  courseClaimSchema,
  courseEditSchema,
  interviewSchema,
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
} from './course-pages.schema.js';
import type { hostInputSchema, hostSchema, hostSearchSchema } from './finder.schema.js';
import type { Edition } from './editions.js';
import type { townSchema, townsQuerySchema } from './clubs.schema.js';
import type {
  authAnswerSchema,
  changePasswordSchema,
  followItemSchema,
  followSchema,
  friendAnswerSchema,
  friendRequestSchema,
  meUserSchema,
  memberProfileSchema,
  memberSummarySchema,
  registerSchema,
  coverSchema,
  photoSchema,
  shortBioSchema,
  requestResetSchema,
  resetPasswordSchema,
  signInSchema,
  tokenLoginSchema,
  updateMeAnswerSchema,
  updateMeSchema,
} from './members.schema.js';
import type {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesAnswerSchema,
  notificationPreferencesSchema,
} from './notifications.schema.js';
import type {
  commentInputSchema,
  commentListQuerySchema,
  commentSchema,
  commentUpdateSchema,
  likeAnswerSchema,
  likeInputSchema,
  moderationActionSchema,
  moderationDecisionSchema,
  moderationQuerySchema,
  moderationReportSchema,
  postLanguagesQuerySchema,
  postLanguagesSchema,
  postListQuerySchema,
  postPageSchema,
  postSchema,
  reportInputSchema,
  subscriptionQuerySchema,
  tagsQuerySchema,
  topTagsSchema,
} from './posts.schema.js';

/** What a call answers (the route's response schema, as parsed). */
type Out<S extends z.ZodType> = z.output<S>;
/** What a call accepts (the route's body or query schema, before coercion and defaults). */
type In<S extends z.ZodType> = z.input<S>;

/** One call: its answer, and its body and query (`never`: the call takes none). */
export interface ApiCall<Response, Body = never, Query = never> {
  response: Response;
  body: Body;
  query: Query;
}

/**
 * the calls of the SPA, `METHOD /path` (fastify's `:param` spelling, without
 * the `/api` base) → answer, body and query, all derived from the zod schemas the server's
 * routes declare, so the SPA's client (apps/web/src/lib/api-client.ts) types a call from its
 * path and a wrong path or body does not compile. A new call the SPA makes is one line here.
 */
export interface ApiPaths {
  // auth and account (T01–T08, D-01)
  'POST /auth': ApiCall<Out<typeof authAnswerSchema>, In<typeof signInSchema>>;
  'POST /auth/logout': ApiCall<Out<typeof successSchema>>;
  'POST /auth/transfer': ApiCall<{ code: string; expiresIn: number }>;
  'POST /auth/token-login': ApiCall<Out<typeof authAnswerSchema>, In<typeof tokenLoginSchema>>;
  'POST /register': ApiCall<Out<typeof authAnswerSchema>, In<typeof registerSchema>>;
  'GET /check-email/:email': ApiCall<{ exists: boolean }>;
  'POST /request-reset-password': ApiCall<
    Out<typeof messageAnswerSchema>,
    In<typeof requestResetSchema>
  >;
  'POST /reset-password': ApiCall<Out<typeof messageAnswerSchema>, In<typeof resetPasswordSchema>>;
  'PUT /me/password': ApiCall<
    { newPassword: true; token: string },
    In<typeof changePasswordSchema>
  >;
  'GET /me': ApiCall<Out<typeof meUserSchema>>;
  'PUT /me': ApiCall<Out<typeof updateMeAnswerSchema>, In<typeof updateMeSchema>>;
  'PUT /me/short-bio': ApiCall<Out<typeof meUserSchema>, In<typeof shortBioSchema>>;
  'PUT /me/photo': ApiCall<Out<typeof meUserSchema>, In<typeof photoSchema>>;
  'PUT /me/cover': ApiCall<Out<typeof meUserSchema>, In<typeof coverSchema>>;
  'GET /me/data-export': ApiCall<Record<string, unknown>>;
  'POST /me/delete-account': ApiCall<
    Out<typeof deleteAccountAnswerSchema>,
    In<typeof deleteAccountSchema>
  >;
  // decision 029: the member's active sessions
  'GET /me/sessions': ApiCall<Out<typeof sessionListSchema>>;
  'DELETE /me/sessions/:id': ApiCall<Out<typeof successSchema>>;
  'POST /me/sessions/sign-out-everywhere': ApiCall<Out<typeof successSchema>>;
  // members, follows, friends (T09–T13, T32–T40)
  'GET /users/:id': ApiCall<Out<typeof memberProfileSchema>>;
  'GET /users': ApiCall<
    Page<Out<typeof memberSummarySchema>>,
    never,
    { page?: number; limit?: number; filter_name_like?: string }
  >;
  'POST /follow': ApiCall<{ isFollowed: true }, In<typeof followSchema>>;
  'DELETE /follow/:entityName/:entityId': ApiCall<{ isFollowed: false }>;
  'GET /follow/following': ApiCall<
    Page<Out<typeof followItemSchema>>,
    never,
    { page?: number; limit?: number }
  >;
  'GET /follow/following/:id': ApiCall<
    Page<Out<typeof followItemSchema>>,
    never,
    { page?: number; limit?: number }
  >;
  'POST /friend/request': ApiCall<Out<typeof friendAnswerSchema>, In<typeof friendRequestSchema>>;
  'PUT /friend/:action/:id': ApiCall<Out<typeof friendAnswerSchema>>;
  'DELETE /friend/disconnect/:id': ApiCall<Out<typeof friendAnswerSchema>>;
  'GET /friend/list': ApiCall<Array<Out<typeof friendEntrySchema>>>;
  // player finder (FIND-005..008)
  'GET /hosts/me': ApiCall<{ host: Out<typeof hostSchema> | null }>;
  'POST /hosts': ApiCall<{ host: Out<typeof hostSchema> | null }, In<typeof hostInputSchema>>;
  'PUT /hosts': ApiCall<{ host: Out<typeof hostSchema> | null }, In<typeof hostInputSchema>>;
  'PUT /hosts/status/:status': ApiCall<{ status: 'active' | 'inactive' }>;
  'POST /hosts/search': ApiCall<Page<Out<typeof hostSchema>>, In<typeof hostSearchSchema>>;
  // chat (CHAT-*)
  'POST /chat/push-message': ApiCall<
    Out<typeof pushMessageAnswerSchema>,
    In<typeof pushMessageSchema>
  >;
  'GET /chat/get-conversation/:a/:b': ApiCall<Out<typeof conversationAnswerSchema>>;
  'DELETE /chat/delete-message': ApiCall<
    Out<typeof chatLiveDeleteSchema>,
    In<typeof deleteMessageSchema>
  >;
  'DELETE /chat/delete-conversation/:id': ApiCall<{ friend: number; hiddenBefore: number }>;
  'POST /chat/add-key/:id': ApiCall<{ key: string }>;
  'POST /chat/delete-key/:id': ApiCall<{ deleted: boolean }>;
  'GET /chat/get-key/:id': ApiCall<{ key: string | null }>;
  'POST /chat/get-key-retry': ApiCall<{ key: string | null }, In<typeof peerKeyRetrySchema>>;
  'GET /chat/ice-servers': ApiCall<Out<typeof iceServersSchema>>;
  // courses, places, home
  'GET /home': ApiCall<Out<typeof homeSchema>>;
  'GET /courses': ApiCall<
    Page<Out<typeof courseSummarySchema>>,
    never,
    In<typeof coursesQuerySchema>
  >;
  'GET /courses/:id': ApiCall<Out<typeof courseDetailSchema>>;
  'GET /courses/slug/:slug': ApiCall<Out<typeof courseDetailSchema>, never, { country?: string }>;
  'GET /towns': ApiCall<
    { list: Array<Out<typeof townSchema>> },
    never,
    In<typeof townsQuerySchema>
  >;
  'POST /courses/request-admin': ApiCall<{ courseRole: string[] }, In<typeof claimRequestSchema>>;
  'POST /courses/edit': ApiCall<
    { picture: string | null; cover: string | null },
    In<typeof courseEditSchema>
  >;
  'GET /courses-played': ApiCall<
    Page<{ course: Out<typeof courseSummarySchema> }>,
    never,
    { page?: number; limit?: number; filter_user?: number }
  >;
  'POST /courses-played/:ids': ApiCall<{ added: number }>;
  'DELETE /courses-played/:id': ApiCall<{ removed: boolean }>;
  // reviews, interview, media (REV-*, INTV-*, MEDIA-*)
  'GET /courses/review': ApiCall<
    Page<Out<typeof reviewSchema>>,
    never,
    In<typeof reviewListQuerySchema>
  >;
  'GET /courses/review/info': ApiCall<
    Out<typeof reviewInfoSchema>,
    never,
    { filter_course: number }
  >;
  'POST /courses/review': ApiCall<Out<typeof reviewSchema>, In<typeof reviewInputSchema>>;
  'POST /courses/review/:id': ApiCall<Out<typeof reviewSchema>, In<typeof reviewInputSchema>>;
  'DELETE /courses/review/:id': ApiCall<Out<typeof successSchema>>;
  'GET /courses/director-interview/:id': ApiCall<Out<typeof interviewSchema>>;
  /** multipart (the service parses and checks the form). */
  'POST /courses/director-interview': ApiCall<Out<typeof interviewSchema>, FormData>;
  'GET /media/list': ApiCall<
    Page<Out<typeof mediaItemSchema>>,
    never,
    In<typeof mediaListQuerySchema>
  >;
  'GET /media': ApiCall<Out<typeof mediaWithCourseSchema>, never, In<typeof mediaQuerySchema>>;
  /** multipart (MEDIA-019): the stored files; an editor image answers its path only. */
  'POST /media': ApiCall<
    {
      list: Array<Out<typeof mediaItemSchema> | { path: string; description: string | null }>;
    },
    FormData
  >;
  'GET /courses/locations': ApiCall<
    Out<typeof locationsSchema>,
    never,
    In<typeof locationsQuerySchema>
  >;
  'GET /categories': ApiCall<{ list: Array<Out<typeof zoneSchema>> }>;
  'GET /zones/:slug': ApiCall<Out<typeof zoneSchema>>;
  'GET /countries/all': ApiCall<{ list: Array<Out<typeof countryListItemSchema>> }>;
  'GET /countries/:slug': ApiCall<Out<typeof countrySchema>>;
  'GET /countries/states/:id': ApiCall<{ list: Array<Out<typeof stateSchema>> }>;
  'GET /states/cities/:id': ApiCall<
    { list: Array<Out<typeof citySchema>> },
    never,
    In<typeof citiesQuerySchema>
  >;
  'GET /languages/all': ApiCall<{ list: Array<Out<typeof languageSchema>> }>;
  'GET /client-config': ApiCall<Out<typeof clientConfigSchema>>;
  'GET /editions': ApiCall<{ editions: Edition[] }>;
  // posts, comments, likes, reports (POST-*, CMT-*, LIKE-*)
  'GET /posts': ApiCall<Out<typeof postPageSchema>, never, In<typeof postListQuerySchema>>;
  'GET /posts/my-subscription': ApiCall<
    Out<typeof postPageSchema>,
    never,
    In<typeof subscriptionQuerySchema>
  >;
  'GET /posts/languages': ApiCall<
    Out<typeof postLanguagesSchema>,
    never,
    In<typeof postLanguagesQuerySchema>
  >;
  /** multipart (the service parses and checks the form, POST-023/024). */
  'POST /posts': ApiCall<Out<typeof postSchema>, FormData>;
  'POST /posts/update': ApiCall<Out<typeof postSchema>, FormData>;
  'DELETE /posts/:id': ApiCall<Out<typeof successSchema>>;
  'GET /tags': ApiCall<Out<typeof topTagsSchema>, never, In<typeof tagsQuerySchema>>;
  'GET /comments': ApiCall<
    Page<Out<typeof commentSchema>>,
    never,
    In<typeof commentListQuerySchema>
  >;
  'POST /comments': ApiCall<Out<typeof commentSchema>, In<typeof commentInputSchema>>;
  'PUT /comments/:id': ApiCall<Out<typeof commentSchema>, In<typeof commentUpdateSchema>>;
  'DELETE /comments/:id': ApiCall<Out<typeof successSchema>>;
  'POST /likes': ApiCall<Out<typeof likeAnswerSchema>, In<typeof likeInputSchema>>;
  'DELETE /likes/:entityName/:entityId': ApiCall<Out<typeof likeAnswerSchema>>;
  'POST /report': ApiCall<Out<typeof contactSentSchema>, In<typeof reportInputSchema>>;
  'POST /comments/report': ApiCall<Out<typeof contactSentSchema>, In<typeof reportInputSchema>>;
  // notifications (NOTIF-*)
  'GET /notification': ApiCall<
    Out<typeof notificationPageSchema>,
    never,
    In<typeof notificationListQuerySchema>
  >;
  'PUT /notification/read-all': ApiCall<{ success: true; updated: number }>;
  'PUT /notification/read/:id': ApiCall<Out<typeof successSchema>>;
  'DELETE /notification/:id': ApiCall<Out<typeof successSchema>>;
  'GET /notification/preferences': ApiCall<Out<typeof notificationPreferencesAnswerSchema>>;
  'PUT /notification/preferences': ApiCall<
    Out<typeof notificationPreferencesAnswerSchema>,
    In<typeof notificationPreferencesSchema>
  >;
  // contact and administration (MOD-*)
  'POST /contact-pack': ApiCall<Out<typeof contactSentSchema>, In<typeof packContactSchema>>;
  'POST /contact-partner': ApiCall<Out<typeof contactSentSchema>, In<typeof partnerContactSchema>>;
  'GET /admin/contact-requests': ApiCall<
    Page<Out<typeof contactRequestViewSchema>>,
    never,
    In<typeof contactListQuerySchema>
  >;
  'PUT /admin/contact-requests/:id': ApiCall<
    Out<typeof contactRequestViewSchema>,
    In<typeof contactStatusSchema>
  >;
  'GET /admin/reports': ApiCall<
    Page<Out<typeof moderationReportSchema>>,
    never,
    In<typeof moderationQuerySchema>
  >;
  'PUT /admin/reports/:id': ApiCall<
    Out<typeof moderationDecisionSchema>,
    In<typeof moderationActionSchema>
  >;
  'GET /admin/course-claims': ApiCall<
    Page<Out<typeof courseClaimSchema>>,
    never,
    { page?: number; limit?: number }
  >;
  'PUT /admin/course-claims/:id/:decision': ApiCall<{
    id: number;
    status: 'accepted' | 'rejected';
  }>;
  'GET /admin/course-corrections': ApiCall<
    { list: Array<Out<typeof courseAuditEntrySchema>>; total: number },
    never,
    { removed?: 'true' | 'false'; page?: number; limit?: number }
  >;
  'PUT /admin/courses/:id/removal': ApiCall<{ ok: true }, In<typeof courseRemovalSchema>>;
  'DELETE /admin/courses/:id/removal': ApiCall<{ ok: true }>;
  'PUT /admin/courses/:id/kind': ApiCall<{ ok: true }, In<typeof courseKindSchema>>;
  'POST /admin/courses/:id/merge': ApiCall<
    { ok: true; moved: Record<string, number> },
    In<typeof courseMergeSchema>
  >;
}
