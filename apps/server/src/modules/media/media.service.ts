import {
  EDITOR_IMAGE_WIDTH_PX,
  type MediaItem,
  type MediaListQuery,
  type MediaWithCourse,
  type Page,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { Actor } from '../../lib/auth-guard.js';
import { notFound, validationError } from '../../lib/errors.js';
import type { MultipartBody } from '../../lib/multipart.js';
import { findCourseById } from '../courses/courses.repository.js';
import { findUserById } from '../members/members.repository.js';
import { findCourseMediaPage, findMediaWithCourse, insertMedia } from './media.repository.js';
import { parseVideos, storePhotos } from './media-uploads.js';
import { presentMedia } from './media.presenter.js';

/** Course galleries and uploads (MEDIA-*, COURSE-036..040, FILE-*). */
export class MediaService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
  ) {}

  /** T75: a course's photos (1) or videos (2), newest first. */
  async list(query: MediaListQuery): Promise<Page<MediaItem>> {
    const { rows, total } = await findCourseMediaPage(
      this.db,
      query.courseId,
      query.filter_type,
      query.page,
      query.limit,
    );
    return {
      list: rows.map(presentMedia),
      total,
      totalPages: Math.ceil(total / query.limit),
      currentPage: query.page,
    };
  }

  /** T76 (MEDIA-002): one item, with its course's country and slug when asked. 404 unknown. */
  async get(id: number, withCourse: boolean): Promise<MediaWithCourse> {
    const row = await findMediaWithCourse(this.db, id);
    if (!row) throw notFound('Media not found');
    return {
      ...presentMedia(row),
      courseCountry: withCourse ? row.countrySlug : null,
      courseSlug: withCourse ? (row.course?.slug ?? null) : null,
      courseName: withCourse ? (row.course?.name ?? null) : null,
    };
  }

  /**
   * T77 (MEDIA-019/020): with `courseId`, photos (`photoFiles[]` + `photoTitles[]`) and videos
   * (`youtubes[]` + `youtubeMeta[]`) join that course's gallery; without it, photos are editor
   * images (width ≤ 800) answered as `{path, description}` and kept out of any gallery.
   */
  async upload(
    actor: Actor,
    body: MultipartBody,
  ): Promise<{ list: Array<MediaItem | { path: string; description: string | null }> }> {
    const courseIdText = body.get('courseId');
    const photos = body.files.filter((f) => f.field === 'photoFiles' || f.field === 'file');
    const titles = body.all('photoTitles');
    if (courseIdText === undefined || courseIdText === '') {
      if (photos.length === 0)
        throw validationError('Field is required', { photoFiles: 'Field is required' });
      const stored = await storePhotos(photos, titles, {
        store: this.media,
        folder: `editor/${actor.userId}`,
        maxWidth: EDITOR_IMAGE_WIDTH_PX,
        thumbnails: false,
      });
      return { list: stored.map((p) => ({ path: p.path, description: p.description })) };
    }
    const courseId = Number(courseIdText);
    if (!Number.isInteger(courseId) || courseId <= 0)
      throw validationError('Invalid parameter: courseId', { courseId: 'Invalid number' });
    if (!(await findCourseById(this.db, courseId))) throw notFound('Golf course not found');
    const videos = parseVideos(body.all('youtubes'), body.all('youtubeMeta'));
    if (photos.length === 0 && videos.length === 0)
      throw validationError('Field is required', { photoFiles: 'Field is required' });
    const stored = await storePhotos(photos, titles, {
      store: this.media,
      folder: `courses/${courseId}/media`,
    });
    const common = {
      entityName: 'course' as const,
      entityId: courseId,
      courseId,
      uploaderId: actor.userId,
    };
    const rows = await insertMedia(this.db, [
      ...videos.map((v, position) => ({ ...common, ...v, position })),
      ...stored.map((p, i) => ({ ...common, ...p, position: videos.length + i })),
    ]);
    const member = await findUserById(this.db, actor.userId);
    const uploader = member
      ? {
          id: member.user.id,
          firstName: member.user.firstName,
          lastName: member.user.lastName,
          picture: member.user.picture,
        }
      : null;
    return { list: rows.map((m) => presentMedia({ media: m, uploader })) };
  }
}
