import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/**
 * Where uploaded files live. Files are named by `key`, a relative path such
 * as `users/12/ab12….jpg`; their public URL is always `/media/{key}`, served by the API from
 * the store (so pages, the CSP and the sanitizer's "only our images" rule do not depend on the
 * store). Keys are random and never reused, so a stored file never changes.
 *
 * - `DiskMediaStore`: DATA_DIR/media on the local disk (one instance; the default).
 * - `S3MediaStore`: an S3-compatible bucket (AWS S3, MinIO, Ceph…), shared by every API
 *   instance, when `S3_BUCKET` is set.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Stores `data` under `key` (overwrites). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Removes the file under `key` (no error when it is absent). */
  remove(key: string): Promise<void>;
  /**
   * Removes every file under the folder `folder` (a key prefix such as `users/12`, without the
   * trailing '/'), at any depth; no error when there is none. The account purge (LEGAL-005,
   * decision 030) erases a member's own folders with it.
   */
  removeFolder(folder: string): Promise<void>;
}

/** A key is a relative path of safe segments: no '..', no absolute path, no backslash. */
const KEY = /^(?:[A-Za-z0-9][A-Za-z0-9._-]{0,127}\/){0,8}[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Whether `key` is a well-formed media key (also guards the `/media/*` route). */
export function isMediaKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`invalid media key: ${key}`);
  return key;
}

/** The key of a public `/media/…` path, or null when it is not one. */
export function mediaKeyOf(publicPath: string): string | null {
  if (!publicPath.startsWith('/media/')) return null;
  const key = publicPath.slice('/media/'.length);
  return isMediaKey(key) ? key : null;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The content type of a stored file, from its extension. */
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/**
 * The types `/media/*` serves as media (decision 031): raster images and videos, never SVG,
 * HTML or anything else a browser could run on our origin.
 */
export const MEDIA_CONTENT_TYPES: ReadonlySet<string> = new Set(Object.values(CONTENT_TYPES));

/**
 * Decision 031: the headers a stored file is served with. `recorded` is the type the store
 * kept at upload (S3's Content-Type; undefined on disk, where the extension is the record).
 * The file is served as that type only when it is in MEDIA_CONTENT_TYPES and agrees with the
 * key's extension; anything else (an object planted as text/html, a `.html` file in the
 * folder) is `application/octet-stream` with `Content-Disposition: attachment`. Always
 * `nosniff`, so a browser never guesses a runnable type from the bytes.
 */
export function mediaResponseHeaders(
  key: string,
  recorded: string | undefined,
): Record<string, string> {
  const expected = contentTypeOf(key);
  const type = (recorded ?? expected).split(';')[0]!.trim().toLowerCase();
  const served = MEDIA_CONTENT_TYPES.has(type) && type === expected;
  return served
    ? { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' }
    : {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': 'attachment',
        'X-Content-Type-Options': 'nosniff',
      };
}

/** Files under `root` on the local disk. */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk' as const;

  constructor(readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    if (!isMediaKey(key)) return null;
    const file = this.file(key);
    try {
      if (!(await stat(file)).isFile()) return null;
      return { data: await readFile(file), contentType: contentTypeOf(key) };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async removeFolder(folder: string): Promise<void> {
    await rm(this.file(folder), { recursive: true, force: true });
  }
}

/** S3 settings (config `S3_*`). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Endpoint of an S3-compatible service (MinIO…); AWS when undefined. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), as most self-hosted services need. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (e.g. `media/`). */
  prefix: string;
}

/** Files in an S3-compatible bucket, through the AWS SDK's S3 client. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // S3-compatible services do not all know the SDK's newer default checksums
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
    });
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${checkedKey(key)}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: contentType,
        CacheControl: 'public, max-age=2592000, immutable',
      }),
    );
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    if (!isMediaKey(key)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) return null;
      const data = Buffer.from(await answer.Body.transformToByteArray());
      // the type recorded at upload; mediaResponseHeaders decides what is served (decision 031)
      return { data, contentType: answer.ContentType ?? contentTypeOf(key) };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  async removeFolder(folder: string): Promise<void> {
    const Prefix = `${this.objectKey(folder)}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key)
          await this.client.send(
            new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: object.Key }),
          );
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Closes the client's sockets (the server's close). */
  close(): void {
    this.client.destroy();
  }
}

/** The S3 and DATA_DIR settings the media store is chosen from (config `S3_*`, `DATA_DIR`). */
export interface MediaStoreSettings {
  DATA_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX: string;
}

/**
 * The configured media store (decision 023): the S3-compatible bucket when `S3_BUCKET` is
 * set, else `DATA_DIR/media` on the local disk. The app and the backup commands share it.
 */
export function configuredMediaStore(config: MediaStoreSettings): MediaStore {
  return config.S3_BUCKET
    ? new S3MediaStore({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        prefix: config.S3_PREFIX,
      })
    : new DiskMediaStore(path.join(path.resolve(config.DATA_DIR), 'media'));
}
