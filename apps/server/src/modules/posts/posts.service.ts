import { LRUCache } from 'lru-cache';
import {
  PHOTO_POST_LANGUAGE_ID,
  postFieldsSchema,
  postRuleErrors,
  normalizeHashtag,
  HASHTAGS_PER_POST,
  type Post,
  type PostListQuery,
  type PostPage,
  type UiLanguage,
} from '@bgc/shared';
import { htmlMentionIds, PostType } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { MediaStore } from '../../lib/media-store.js';
import { notifyMentions, type Notifier } from '../notifications/notifications.events.js';
import type { Actor } from '../../lib/auth-guard.js';
import { forbidden, notFound, validationError } from '../../lib/errors.js';
import { localize } from '../../lib/language.js';
import { parseMultipartFields, type MultipartBody } from '../../lib/multipart.js';
import { plainText, sanitizeRichText } from '../../lib/sanitize.js';
import { findAllLanguages } from '../geo/geo.repository.js';
import { findCourseById } from '../courses/courses.repository.js';
import { isCourseAdmin } from '../course-admin/course.policy.js';
import { abilities, authorize, postActor, type PostActor } from './posts.policy.js';
import { deleteEntityMedia, insertMedia, retitleEntityMedia } from '../media/media.repository.js';
import { parseMediaEdits, parseVideos, storePhotos } from '../media/media-uploads.js';
import { refreshOwnPlatformStats } from '../reviews/reviews.repository.js';
import type { RatingsChanged } from '../reviews/reviews.service.js';
import {
  findDiscussionTagCounts,
  findLanguageCounts,
  findLikedIds,
  findPostMedia,
  findPostPage,
  countPosts,
  findPostRecord,
  findRatings,
  findTopTags,
  insertPost,
  softDeletePost,
  updatePost,
  type PostFilters,
  type PostRow,
} from './posts.repository.js';
import { presentPost } from './posts.presenter.js';

/**
 * Posts of every type (POST-*, FEED-*, VLOG-*, COMM-*; D-10): create and edit from multipart
 * forms with the type rules checked here, lists with the caller's abilities and likes.
 */
export class PostService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    private readonly ratingsChanged: RatingsChanged,
    private readonly notifier?: Notifier,
  ) {}

  /** T60: a page of posts; discussions (type 8 only) add tag and language counts. */
  async list(query: PostListQuery, actor: Actor | null, lang: UiLanguage): Promise<PostPage> {
    const filters: PostFilters = {
      profileId: query.filter_profile,
      types: query.filter_type,
      courseId: query.filter_course,
      countryId: query.filter_country,
      zoneId: query.filter_zone,
      languageId: query.filter_language,
      id: query.filter_id,
      exceptIds: query.except_id,
      // a tag that is not a valid hashtag matches nothing ('#' is never part of a stored tag)
      tag: query.has_tags_name ? (normalizeHashtag(query.has_tags_name) ?? '#') : undefined,
    };
    const page = await this.page(filters, query.sort_desc, query.page, query.limit, actor, lang);
    const discussions =
      query.filter_type?.length === 1 && query.filter_type[0] === PostType.Discussion;
    if (!discussions) return page;
    return {
      ...page,
      ...(await this.discussionCounts(lang, filters.languageId || undefined, filters.tag)),
    };
  }

  /**
   * List totals by filter, kept a few seconds: counting every live post on each page is what
   * cost the feed at 100,000 posts (bench/README.md "Post lists at scale"). Writes drop them.
   */
  private readonly totals = new LRUCache<string, number>({ max: 2000, ttl: 10_000 });
  private readonly forumCounts = new LRUCache<string, Pick<PostPage, 'tags' | 'languages'>>({
    max: 500,
    ttl: 30_000,
  });

  private async total(filters: PostFilters): Promise<number> {
    if (filters.id !== undefined || filters.exceptIds?.length) return countPosts(this.db, filters);
    const key = JSON.stringify(filters);
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const n = await countPosts(this.db, filters);
    this.totals.set(key, n);
    return n;
  }

  /**
   * COMM-007 tag and language counts of the forum, shared by every page for 30 s. Each facet
   * counts under the other selected filter: the tag counts within the chosen
   * language, the language counts within the chosen tag.
   */
  private async discussionCounts(
    lang: UiLanguage,
    languageId: number | undefined,
    tag: string | undefined,
  ): Promise<Pick<PostPage, 'tags' | 'languages'>> {
    const key = JSON.stringify([lang, languageId ?? null, tag ?? null]);
    const cached = this.forumCounts.get(key);
    if (cached) return cached;
    const [tags, langs] = await Promise.all([
      findDiscussionTagCounts(this.db, 30, languageId),
      findLanguageCounts(this.db, [PostType.Discussion], tag),
    ]);
    const counts = {
      tags,
      languages: langs.map((l) => ({ id: l.id, name: localize(l.names, lang), count: l.count })),
    };
    this.forumCounts.set(key, counts);
    return counts;
  }

  /** Decision 030: drops the cached totals and forum counts (an account deletion moved them). */
  forgetCounts(): void {
    this.written();
  }

  /** Drops cached totals after a write, so the writer sees the new counts at once. */
  private written(): void {
    this.totals.clear();
    this.forumCounts.clear();
  }

  /** T62 (FEED-002): posts of the members and courses the caller follows. */
  async subscription(
    actor: Actor,
    page: number,
    limit: number,
    lang: UiLanguage,
  ): Promise<PostPage> {
    return this.page({ subscriberId: actor.userId }, 'createdDate', page, limit, actor, lang);
  }

  /** T61 (VLOG-003): languages of the posts of the given types, with counts. */
  async languages(types: number[], lang: UiLanguage) {
    const rows = await findLanguageCounts(this.db, types);
    return {
      languages: rows.map((l) => ({ id: l.id, name: localize(l.names, lang), count: l.count })),
    };
  }

  /** T66: most used hashtags. */
  async tags(limit: number) {
    return { tags: await findTopTags(this.db, limit) };
  }

  /** T63: creates a post from the multipart form (POST-010..018, POST-002, POST-034). */
  async create(actor: Actor, body: MultipartBody, lang: UiLanguage): Promise<Post> {
    const fields = parseMultipartFields(body, postFieldsSchema);
    const type = fields.type;
    const hashtags = parseHashtags(body);
    const videos =
      type === PostType.Discussion
        ? []
        : parseVideos(body.all('youtubes'), body.all('youtubeMeta'));
    const photos = body.files.filter((f) => f.field === 'photoFiles');
    if (
      type === PostType.Discussion &&
      (photos.length > 0 || body.all('youtubes').some((y) => y.trim()))
    )
      throw validationError('A discussion has no photos or videos', { photoFiles: 'Not allowed' });
    const languageId = type === 5 ? PHOTO_POST_LANGUAGE_ID : fields.language;
    const content = type === 5 ? ' ' : sanitizeRichText(fields.content ?? '');
    const errors = postRuleErrors({
      type,
      language: languageId,
      title: fields.title,
      contentEmpty: type === 5 ? false : plainText(content) === '' && !content.includes('<img'),
      course: fields.course,
      hasVideo: videos.length > 0,
      hasMedia: videos.length + photos.length > 0,
    });
    throwRuleErrors(errors);
    await this.checkRefs(actor, type, fields.course, languageId);
    const stored = await storePhotos(photos, body.all('photoTitles'), {
      store: this.media,
      folder: `posts/${actor.userId}`,
    });
    let notified: number[] = [];
    const id = await this.db.transaction(async (tx) => {
      const postId = await insertPost(tx, {
        type,
        authorId: actor.userId,
        courseId: fields.course ?? null,
        languageId: languageId ?? null,
        title: type === 5 ? null : (fields.title ?? null) || null,
        content,
        hashtags,
      });
      const common = {
        entityName: 'post' as const,
        entityId: postId,
        courseId: fields.course ?? null,
        uploaderId: actor.userId,
      };
      await insertMedia(tx, [
        ...videos.map((v, i) => ({ ...common, ...v, position: i })),
        ...stored.map((p, i) => ({ ...common, ...p, position: videos.length + i })),
      ]);
      // NOTIF-009 type 3: members mentioned in a discussion
      if (type === PostType.Discussion)
        notified = await notifyMentions(tx, {
          actorId: actor.userId,
          mentionedIds: htmlMentionIds(content),
          entityName: 'post',
          entityId: postId,
          postId,
        });
      return postId;
    });
    this.written();
    // NOTIF-009 type 1: fan-out on read (ADR 012); only the online followers are told now
    this.notifier?.push(notified, actor.userId);
    void this.notifier?.postPublished({
      authorId: actor.userId,
      courseId: fields.course ?? null,
      type,
    });
    return this.one(id, actor, lang);
  }

  /** T64 (POST-024): the author edits text, language, hashtags and media of a post. */
  async update(actor: Actor, body: MultipartBody, lang: UiLanguage): Promise<Post> {
    const fields = parseMultipartFields(body, postFieldsSchema);
    if (!fields.id) throw validationError('Invalid parameter: id', { id: 'Field is required' });
    const post = await findPostRecord(this.db, fields.id);
    if (!post || post.deletedAt || post.hiddenAt)
      throw notFound('The post is not longer available');
    authorize(await postActor(this.db, actor), 'update', post);
    if (post.type === PostType.Review)
      throw validationError('Reviews are edited with POST /courses/review/{id}');
    const type =
      [1, 2, 3].includes(post.type) && [1, 2, 3].includes(fields.type) ? fields.type : post.type;
    const media = (await findPostMedia(this.db, [post.id])).get(post.id) ?? [];
    const { removed, retitled } = parseMediaEdits(body, new Set(media.map((m) => m.id)));
    const kept = media.filter((m) => !removed.includes(m.id));
    const videos =
      type === PostType.Discussion
        ? []
        : parseVideos(body.all('youtubes'), body.all('youtubeMeta'));
    const photos = body.files.filter((f) => f.field === 'photoFiles');
    if (
      type === PostType.Discussion &&
      (photos.length > 0 || body.all('youtubes').some((y) => y.trim()))
    )
      throw validationError('A discussion has no photos or videos', { photoFiles: 'Not allowed' });
    const hashtags = parseHashtags(body);
    const languageId = type === 5 ? PHOTO_POST_LANGUAGE_ID : fields.language;
    const content = type === 5 ? ' ' : sanitizeRichText(fields.content ?? '');
    const courseId = fields.course ?? post.courseId ?? undefined;
    throwRuleErrors(
      postRuleErrors({
        type,
        language: languageId,
        title: fields.title,
        contentEmpty: type === 5 ? false : plainText(content) === '' && !content.includes('<img'),
        course: courseId,
        hasVideo: videos.length > 0 || kept.some((m) => m.type === 2),
        hasMedia: videos.length + photos.length + kept.length > 0,
      }),
    );
    await this.checkRefs(actor, type, courseId, languageId);
    const stored = await storePhotos(photos, body.all('photoTitles'), {
      store: this.media,
      folder: `posts/${actor.userId}`,
    });
    let notified: number[] = [];
    await this.db.transaction(async (tx) => {
      await updatePost(
        tx,
        post.id,
        {
          type,
          title: type === 5 ? null : (fields.title ?? null) || null,
          content,
          languageId: languageId ?? null,
          hashtags,
          courseId: courseId ?? null,
        },
        post.hashtags,
      );
      await deleteEntityMedia(tx, 'post', post.id, removed);
      for (const r of retitled) await retitleEntityMedia(tx, 'post', post.id, r.id, r.title);
      const next = Math.max(0, ...kept.map((m) => m.position + 1));
      const common = {
        entityName: 'post' as const,
        entityId: post.id,
        courseId: courseId ?? null,
        uploaderId: actor.userId,
      };
      await insertMedia(tx, [
        ...videos.map((v, i) => ({ ...common, ...v, position: next + i })),
        ...stored.map((p, i) => ({ ...common, ...p, position: next + videos.length + i })),
      ]);
      // newly mentioned members of an edited discussion (each member once per discussion)
      if (type === PostType.Discussion)
        notified = await notifyMentions(tx, {
          actorId: actor.userId,
          mentionedIds: htmlMentionIds(content),
          entityName: 'post',
          entityId: post.id,
          postId: post.id,
        });
    });
    this.notifier?.push(notified, actor.userId);
    this.written();
    return this.one(post.id, actor, lang);
  }

  /** T65 (POST-008): the author, a course admin of its course or an Administrator deletes. */
  async remove(actor: Actor, id: number): Promise<{ success: true }> {
    const post = await findPostRecord(this.db, id);
    if (!post || post.deletedAt) throw notFound('The post is not longer available');
    authorize(await postActor(this.db, actor), 'delete', post);
    await this.db.transaction((tx) => softDeletePost(tx, post));
    this.written();
    if (post.type === PostType.Review && post.courseId) {
      await refreshOwnPlatformStats(this.db, post.courseId);
      this.ratingsChanged.trigger();
    }
    return { success: true };
  }

  /** One live post for the caller; 404 when gone (POST-027). */
  async one(id: number, actor: Actor | null, lang: UiLanguage): Promise<Post> {
    const page = await this.page({ id }, 'createdDate', 1, 1, actor, lang);
    const post = page.list[0];
    if (!post) throw notFound('The post is not longer available');
    return post;
  }

  private async page(
    filters: PostFilters,
    sort: 'createdDate' | 'totalComment',
    page: number,
    limit: number,
    actor: Actor | null,
    lang: UiLanguage,
  ): Promise<PostPage> {
    const [rows, total] = await Promise.all([
      findPostPage(this.db, filters, sort, page, limit),
      this.total(filters),
    ]);
    const ids = rows.map((r) => r.post.id);
    const [mediaByPost, ratings, liked, rights] = await Promise.all([
      findPostMedia(this.db, ids),
      findRatings(
        this.db,
        rows.filter((r) => r.post.type === PostType.Review).map((r) => r.post.id),
      ),
      actor ? findLikedIds(this.db, actor.userId, 'post', ids) : new Set<number>(),
      postActor(this.db, actor),
    ]);
    return {
      list: rows.map((row) => this.present(row, rights, mediaByPost, ratings, liked, lang)),
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
    };
  }

  private present(
    row: PostRow,
    rights: PostActor | null,
    mediaByPost: Awaited<ReturnType<typeof findPostMedia>>,
    ratings: Awaited<ReturnType<typeof findRatings>>,
    liked: Set<number>,
    lang: UiLanguage,
  ): Post {
    return presentPost(
      row,
      {
        media: mediaByPost.get(row.post.id) ?? [],
        rating: ratings.get(row.post.id),
        isLiked: liked.has(row.post.id),
        ...abilities(rights, row.post),
      },
      lang,
    );
  }

  /** Course and language exist; a course post (7) needs a course admin (COURSE-008). */
  private async checkRefs(
    actor: Actor,
    type: number,
    courseId: number | undefined,
    languageId: number | undefined,
  ): Promise<void> {
    if (courseId !== undefined && !(await findCourseById(this.db, courseId)))
      throw validationError('Invalid parameter: course', { course: 'Unknown golf course' });
    if (languageId !== undefined) {
      const known = (await findAllLanguages(this.db)).some((l) => l.id === languageId);
      if (!known)
        throw validationError('Invalid parameter: language', { language: 'Unknown language' });
    }
    if (
      type === 7 &&
      courseId !== undefined &&
      !(await isCourseAdmin(this.db, actor.userId, courseId))
    )
      throw forbidden('Only an administrator of this golf course can post as the course');
  }
}

/** POST-032: hashtags[] (or one comma/space-separated entry), normalized, at most 10. */
function parseHashtags(body: MultipartBody): string[] {
  const raw = body
    .all('hashtags')
    .flatMap((h) => h.split(/[\s,]+/))
    .filter((h) => h.trim());
  const tags: string[] = [];
  for (const entry of raw) {
    const tag = normalizeHashtag(entry);
    if (!tag)
      throw validationError('Invalid parameter: hashtags', {
        hashtags: `Invalid hashtag: ${entry.slice(0, 40)}`,
      });
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > HASHTAGS_PER_POST)
    throw validationError('Invalid parameter: hashtags', {
      hashtags: `At most ${HASHTAGS_PER_POST} hashtags`,
    });
  return tags;
}

function throwRuleErrors(errors: Record<string, string>): void {
  const first = Object.entries(errors)[0];
  if (first) throw validationError(first[1], errors);
}
