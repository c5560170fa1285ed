import type { MediaItem } from '@bgc/shared';
import type { MediaRow } from './media.repository.js';

/** DATA-015 / MEDIA-021: a media item (comments arrive with the posts issue). */
export function presentMedia(row: MediaRow): MediaItem {
  const m = row.media;
  // only facts fetched from YouTube are shown; figures only from the Data API
  const meta = m.meta?.source ? m.meta : null;
  const api = meta?.source === 'youtube-api';
  return {
    id: m.id,
    type: m.type === 2 ? 2 : 1,
    description: m.description,
    thumbnail: m.thumbnail,
    path: m.path,
    width: m.width,
    height: m.height,
    youtubeId: m.youtubeId,
    entityId: m.entityId,
    entityName: m.entityName,
    courseId: m.courseId,
    meta: meta
      ? {
          title: meta.title ?? null,
          channelId: meta.channelId ?? null,
          channelName: meta.channelName ?? null,
          channelLogo: api ? (meta.channelLogo ?? null) : null,
          channelSubscriber: api ? (meta.channelSubscriber ?? null) : null,
          view: api ? (meta.view ?? null) : null,
        }
      : null,
    profile: row.uploader
      ? {
          id: row.uploader.id,
          name: `${row.uploader.firstName} ${row.uploader.lastName}`,
          picture: row.uploader.picture,
        }
      : null,
    createdDate: m.createdAt.toISOString(),
    comments: { list: [] },
  };
}
