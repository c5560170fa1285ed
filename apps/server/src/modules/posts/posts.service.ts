import { htmlMentionIds, PostType, postRuleErrors, type Post, type UiLanguage } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { MediaStore } from '../../lib/media-store.js';
import { notifyMentions, type Notifier } from '../notifications/notifications.events.js';
import type { Actor } from '../../lib/auth-guard.js';
import { notFound, validationError } from '../../lib/errors.js';
import type { MultipartBody } from '../../lib/multipart.js';
import { findAllLanguages } from '../geo/geo.repository.js';
import { findCourseById } from '../courses/courses.repository.js';
import { loadActor } from '../../lib/policy-actor.js';
import * as coursePolicy from '../course-admin/course.policy.js';
import { authorize } from './posts.policy.js';
import { deleteEntityMedia, insertMedia, retitleEntityMedia } from '../media/media.repository.js';
import { parseMediaEdits, storePhotos, type ParsedVideo } from '../media/media-uploads.js';
import { refreshOwnPlatformStats } from '../reviews/reviews.repository.js';
import type { RatingsChanged } from '../reviews/reviews.service.js';
import {
  findPostMedia,
  findPostRecord,
  insertPost,
  softDeletePost,
  updatePost,
} from './posts.repository.js';
import { PostLists } from './posts.lists.js';
import {
  parseHashtags,
  postText,
  readPostFields,
  readPostMedia,
  throwRuleErrors,
} from './posts.form.js';

/**
 * Posts of every type (POST-*, FEED-*, VLOG-*, COMM-*; D-10): create, edit and delete from the
 * multipart post form (read and checked by posts.form.ts), with the type rules checked here;
 * the lists, with the caller's abilities and likes, are inherited from `PostLists`.
 */
export class PostService extends PostLists {
  constructor(
    db: Db,
    private readonly media: MediaStore,
    private readonly ratingsChanged: RatingsChanged,
    private readonly notifier?: Notifier,
  ) {
    super(db);
  }

  /** T63: creates a post from the multipart form (POST-010..018, POST-002, POST-034). */
  async create(actor: Actor, body: MultipartBody, lang: UiLanguage): Promise<Post> {
    const fields = readPostFields(body);
    const type = fields.type;
    const hashtags = parseHashtags(body);
    const { videos, photos } = readPostMedia(body, type);
    const { languageId, content, contentEmpty, title } = postText(type, fields);
    throwRuleErrors(
      postRuleErrors({
        type,
        language: languageId,
        title: fields.title,
        contentEmpty,
        course: fields.course,
        hasVideo: videos.length > 0,
        hasMedia: videos.length + photos.length > 0,
      }),
    );
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
        title,
        content,
        hashtags,
      });
      await addMedia(tx, postId, fields.course, actor, 0, videos, stored);
      // NOTIF-009 type 3: members mentioned in a discussion
      if (type === PostType.Discussion) notified = await mentioned(tx, actor, postId, content);
      return postId;
    });
    this.written();
    // NOTIF-009 type 1: fan-out on read (ADR 012), on write for the online followers, who are
    // told now (decision 064)
    this.notifier?.push(notified, actor.userId);
    this.notifier?.postPublished({ postId: id, authorId: actor.userId });
    return this.one(id, actor, lang);
  }

  /** T64 (POST-024): the author edits text, language, hashtags and media of a post. */
  async update(actor: Actor, body: MultipartBody, lang: UiLanguage): Promise<Post> {
    const fields = readPostFields(body);
    if (!fields.id) throw validationError('Invalid parameter: id', { id: 'Field is required' });
    const post = await findPostRecord(this.db, fields.id);
    if (!post || post.deletedAt || post.hiddenAt)
      throw notFound('The post is not longer available');
    authorize(await loadActor(this.db, actor), 'update', post);
    if (post.type === PostType.Review)
      throw validationError('Reviews are edited with POST /courses/review/{id}');
    const type =
      [1, 2, 3].includes(post.type) && [1, 2, 3].includes(fields.type) ? fields.type : post.type;
    const media = (await findPostMedia(this.db, [post.id])).get(post.id) ?? [];
    const { removed, retitled } = parseMediaEdits(body, new Set(media.map((m) => m.id)));
    const kept = media.filter((m) => !removed.includes(m.id));
    const { videos, photos } = readPostMedia(body, type);
    const hashtags = parseHashtags(body);
    const { languageId, content, contentEmpty, title } = postText(type, fields);
    const courseId = fields.course ?? post.courseId ?? undefined;
    throwRuleErrors(
      postRuleErrors({
        type,
        language: languageId,
        title: fields.title,
        contentEmpty,
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
          title,
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
      await addMedia(tx, post.id, courseId, actor, next, videos, stored);
      // newly mentioned members of an edited discussion (each member once per discussion)
      if (type === PostType.Discussion) notified = await mentioned(tx, actor, post.id, content);
    });
    this.notifier?.push(notified, actor.userId);
    this.written();
    return this.one(post.id, actor, lang);
  }

  /** T65 (POST-008): the author, a course admin of its course or an Administrator deletes. */
  async remove(actor: Actor, id: number): Promise<{ success: true }> {
    const post = await findPostRecord(this.db, id);
    if (!post || post.deletedAt) throw notFound('The post is not longer available');
    authorize(await loadActor(this.db, actor), 'delete', post);
    await this.db.transaction((tx) => softDeletePost(tx, post));
    this.written();
    if (post.type === PostType.Review && post.courseId) {
      await refreshOwnPlatformStats(this.db, post.courseId);
      this.ratingsChanged.trigger();
    }
    return { success: true };
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
    if (type === 7 && courseId !== undefined)
      coursePolicy.authorize(await loadActor(this.db, actor), 'postAsCourse', { id: courseId });
  }
}

/** The new videos, then the stored photos, of post `postId` from position `start` on. */
async function addMedia(
  tx: Db,
  postId: number,
  courseId: number | undefined,
  uploader: Actor,
  start: number,
  videos: ParsedVideo[],
  stored: Awaited<ReturnType<typeof storePhotos>>,
): Promise<void> {
  const common = {
    entityName: 'post' as const,
    entityId: postId,
    courseId: courseId ?? null,
    uploaderId: uploader.userId,
  };
  await insertMedia(tx, [
    ...videos.map((v, i) => ({ ...common, ...v, position: start + i })),
    ...stored.map((p, i) => ({ ...common, ...p, position: start + videos.length + i })),
  ]);
}

/** NOTIF-009 type 3: notifies the members mentioned in a discussion; returns their ids. */
function mentioned(tx: Db, actor: Actor, postId: number, content: string): Promise<number[]> {
  return notifyMentions(tx, {
    actorId: actor.userId,
    mentionedIds: htmlMentionIds(content),
    entityName: 'post',
    entityId: postId,
    postId,
  });
}
