import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@bgc/shared';
import { AppError, validationError } from './errors.js';

/** One uploaded file, read into memory (≤ 20 MB, D-10). */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** A parsed multipart body: text fields (repeatable, `name[]` read as `name`) and files. */
export interface MultipartBody {
  fields: Map<string, string[]>;
  files: UploadedFile[];
  /** First value of a field, or undefined. */
  get(name: string): string | undefined;
  /** Every value of a field (`name` and `name[]`). */
  all(name: string): string[];
}

/** Multipart limits registered with @fastify/multipart (OPEN-062). */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  // one more than allowed, so the 41st file is seen and answered with the spec's message
  files: UPLOAD_MAX_FILES + 1,
  fields: 400,
  fieldSize: 1024 * 1024,
  parts: 500,
} as const;

/**
 * Reads a multipart request (T59, T63, T77). Throws 400 'Max files <= 40' past 40 files
 * (FILE-001), 413 'File size must under 20Mb' past 20 MB (FILE-002), 400 when the body is not
 * multipart. Nothing is stored here.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw validationError('The request must be multipart/form-data');
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'file') {
        if (files.length >= UPLOAD_MAX_FILES) {
          part.file.resume();
          throw validationError(`Max files <= ${UPLOAD_MAX_FILES}`, {
            photoFiles: `Max files <= ${UPLOAD_MAX_FILES}`,
          });
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files.push({ field: name, filename: part.filename, bytes });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // a NUL byte can never be stored (PostgreSQL text), so 400 here
        if (value.includes('\u0000') || name.includes('\u0000')) {
          throw validationError(`Invalid parameter: ${name.split('\u0000').join('')}`, {
            [name.split('\u0000').join('')]: 'Must not contain NUL characters',
          });
        }
        const list = fields.get(name) ?? [];
        list.push(value);
        fields.set(name, list);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('file_too_large');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw validationError(`Max files <= ${UPLOAD_MAX_FILES}`);
    if (code === 'FST_FIELDS_LIMIT') throw validationError('Too many fields');
    throw validationError('The multipart body could not be read');
  }
  const body: MultipartBody = {
    fields,
    files,
    get: (name) => fields.get(name)?.[0],
    all: (name) => fields.get(name) ?? [],
  };
  readHashes.set(request, multipartHashOf(body));
  return body;
}

/** The hash of the multipart body each request read (decision 046). */
const readHashes = new WeakMap<FastifyRequest, string>();

/**
 * Decision 046: SHA-256 (hex) of a multipart body's text fields and files in order, names,
 * file names and the files' own SHA-256 included; the random boundary is not part of it, so a
 * retry of the same form hashes alike.
 */
export function multipartHashOf(body: MultipartBody): string {
  const files = body.files.map((f) => [
    f.field,
    f.filename,
    createHash('sha256').update(f.bytes).digest('hex'),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([[...body.fields.entries()], files]))
    .digest('hex');
}

/** The hash of the multipart body `request` read through readMultipart, if it did. */
export function readMultipartHash(request: FastifyRequest): string | undefined {
  return readHashes.get(request);
}

/**
 * The text fields of a multipart body (first value of each) checked against `schema`: 400
 * 'Invalid parameter: {first}' with every failing field named, like the JSON bodies get.
 */
export function parseMultipartFields<S extends z.ZodType>(
  body: MultipartBody,
  schema: S,
): z.output<S> {
  const raw = Object.fromEntries([...body.fields.entries()].map(([k, v]) => [k, v[0]]));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  const first = Object.keys(fields)[0] ?? 'body';
  throw validationError(`Invalid parameter: ${first}`, fields);
}
