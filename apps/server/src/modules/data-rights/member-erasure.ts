import type { Db } from '../../db/client.js';
import { variantKeysOf } from '../../lib/images.js';
import { mediaKeyOf, type MediaStore } from '../../lib/media-store.js';
import { eraseAccounts, type PurgedAccounts } from './data-rights.repository.js';

/** What erasing members needs: the database, the media store and a logger for files left. */
export interface ErasureDeps {
  db: Db;
  media: MediaStore;
  /** Told of each file that could not be removed (the app's logger, or the console). */
  log: { warn(detail: { err: unknown; key: string }, message: string): void };
}

/**
 * The single erasure of members (LEGAL-005, decision 030), shared by the background purge and
 * the restore's replay of the erasure log (decision 047): erases the rows of the members of
 * `userIds` that still exist (`eraseAccounts`), then every file of theirs through the media
 * store: their folders (avatar, cover, post photos, editor images) and the gallery uploads,
 * thumbnails and AVIF/WebP copies the rows named. A file that cannot be removed is logged
 * (`media file not removed`) and does not stop the others.
 */
export async function eraseMembers(deps: ErasureDeps, userIds: number[]): Promise<PurgedAccounts> {
  const purged = await eraseAccounts(deps.db, userIds);
  const keys = purged.mediaPaths.flatMap((publicPath) => {
    const key = mediaKeyOf(publicPath);
    return key ? [key, ...variantKeysOf(publicPath)] : [];
  });
  const warn = (err: unknown, key: string) => deps.log.warn({ err, key }, 'media file not removed');
  for (const key of keys) await deps.media.remove(key).catch((err) => warn(err, key));
  for (const folder of purged.mediaFolders)
    await deps.media.removeFolder(folder).catch((err) => warn(err, folder));
  return purged;
}
