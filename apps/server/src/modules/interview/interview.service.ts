import {
  INTERVIEW_QUESTION_KEYS,
  interviewFieldsSchema,
  MediaType,
  type Interview,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { Actor } from '../../lib/auth-guard.js';
import { notFound, validationError } from '../../lib/errors.js';
import { parseMultipartFields, type MultipartBody } from '../../lib/multipart.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { findCourseById } from '../courses/courses.repository.js';
import { loadActor } from '../../lib/policy-actor.js';
import * as interviewPolicy from './interview.policy.js';
import {
  deleteEntityMedia,
  findEntityMedia,
  insertMedia,
  retitleEntityMedia,
} from '../media/media.repository.js';
import { parseMediaEdits, parseVideos, storePhotos } from '../media/media-uploads.js';
import { presentMedia } from '../media/media.presenter.js';
import { findInterview, upsertInterview } from './interview.repository.js';

/** FILE-007 / INTV-009. */
const INTERVIEW_PHOTOS_MAX = 1;

/** Directors' Interview (INTV-*, DATA-018): read by anyone, written by course admins. */
export class InterviewService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
  ) {}

  /** T58: the interview of a course (empty fields when none); 404 unknown course. */
  async get(courseId: number, actor: Actor | null): Promise<Interview> {
    if (!(await findCourseById(this.db, courseId))) throw notFound('Golf course not found');
    const [row, media, canUpdate] = await Promise.all([
      findInterview(this.db, courseId),
      findEntityMedia(this.db, 'interview', courseId),
      loadActor(this.db, actor).then((rights) =>
        interviewPolicy.can(rights, 'update', { courseId }),
      ),
    ]);
    const questions = Object.fromEntries(
      INTERVIEW_QUESTION_KEYS.map((k) => [k, row?.[k] ?? null]),
    ) as Record<(typeof INTERVIEW_QUESTION_KEYS)[number], string | null>;
    return {
      id: row ? courseId : null,
      course: courseId,
      directorName: row?.directorName ?? null,
      directorPosition: row?.directorPosition ?? null,
      ...questions,
      media: media.map(presentMedia),
      canUpdate,
    };
  }

  /**
   * T59 (INTV-012): saves the interview from a multipart body. 400 with the field named for a
   * missing name/position ('Field is required'), more than one photo, a bad video link or a
   * bad media edit; 403 for a member who does not administer the course.
   */
  async save(actor: Actor, body: MultipartBody): Promise<Interview> {
    const input = parseMultipartFields(body, interviewFieldsSchema);
    if (!(await findCourseById(this.db, input.course))) throw notFound('Golf course not found');
    interviewPolicy.authorize(await loadActor(this.db, actor), 'update', {
      courseId: input.course,
    });

    const existing = await findEntityMedia(this.db, 'interview', input.course);
    const { removed, retitled } = parseMediaEdits(body, new Set(existing.map((m) => m.media.id)));

    const photos = body.files.filter((f) => f.field === 'photoFiles');
    const keptPhotos = existing.filter(
      (m) => m.media.type === MediaType.Photo && !removed.includes(m.media.id),
    ).length;
    if (keptPhotos + photos.length > INTERVIEW_PHOTOS_MAX)
      throw validationError(`Max files <= ${INTERVIEW_PHOTOS_MAX}`, {
        photoFiles: `Max files <= ${INTERVIEW_PHOTOS_MAX}`,
      });
    const keptVideoIds = new Set(
      existing
        .filter((m) => m.media.type === MediaType.Video && !removed.includes(m.media.id))
        .map((m) => m.media.youtubeId),
    );
    // INTV-010: links already in the interview are not added twice
    const videos = parseVideos(body.all('youtubes')).filter((v, i, all) => {
      const first = all.findIndex((o) => o.youtubeId === v.youtubeId) === i;
      return first && !keptVideoIds.has(v.youtubeId);
    });
    const stored = await storePhotos(photos, body.all('photoTitles'), {
      store: this.media,
      folder: `courses/${input.course}/interview`,
    });

    const current = await findInterview(this.db, input.course);
    await this.db.transaction(async (tx) => {
      await upsertInterview(tx, {
        courseId: input.course,
        directorName: input.directorName,
        directorPosition: input.directorPosition,
        ...Object.fromEntries(
          INTERVIEW_QUESTION_KEYS.map((k) => {
            const html = input[k];
            // a question left out of the form keeps its answer
            if (html === undefined) return [k, current?.[k] ?? null];
            return [k, sanitizeRichText(html) || null];
          }),
        ),
        updatedById: actor.userId,
      });
      await deleteEntityMedia(tx, 'interview', input.course, removed);
      for (const r of retitled)
        await retitleEntityMedia(tx, 'interview', input.course, r.id, r.title);
      const common = {
        entityName: 'interview' as const,
        entityId: input.course,
        uploaderId: actor.userId,
      };
      await insertMedia(tx, [
        ...stored.map((p, i) => ({ ...common, ...p, position: i })),
        ...videos.map((v, i) => ({ ...common, ...v, position: stored.length + i })),
      ]);
    });
    return this.get(input.course, actor);
  }
}
