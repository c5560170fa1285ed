import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sql, type SQL } from 'drizzle-orm';
import type { CourseClaim, Page } from '@bgc/shared';
import { queryRows, type Database } from '../src/db/client.js';
import { grantAdministrators } from '../src/modules/course-admin/course-admin.repository.js';
import { createMember, freshIp, signed, type TestMember } from './factories.js';
import { json } from './test-app.js';

/**
 * Helpers of the course page API tests: courses nobody else touches, members with the
 * Administrator sub-role or an accepted claim, real images and multipart bodies.
 */

export interface PickedCourse {
  id: number;
  name: string;
  slug: string;
  countrySlug: string;
  countryName: string;
}

/**
 * A course chosen by a stable pseudo-random order of its own (`salt`), so each test file works
 * on courses no other file picks. `where` narrows the candidates (SQL on `c` = courses,
 * `k` = countries); `skip` takes the next ones.
 */
export async function pickCourse(
  database: Database,
  salt: string,
  where = sql`true`,
  skip = 0,
): Promise<PickedCourse> {
  const rows = await queryRows<{
    id: number;
    name: string;
    slug: string;
    country_slug: string;
    country_name: string;
  }>(
    database.db,
    sql`SELECT c.id, c.name, c.slug, k.slug AS country_slug, k.names->>'en' AS country_name
        FROM courses c JOIN countries k ON k.id = c.country_id
        WHERE ${where}
        ORDER BY md5(c.id::text || ${salt})
        LIMIT 1 OFFSET ${skip}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no course for ${salt}`);
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    countrySlug: row.country_slug,
    countryName: row.country_name,
  };
}

/** A new member holding the Administrator sub-role (D-03), granted as ADMIN_EMAILS does. */
/** MAP-003: a location marker, 'course id,latitude,longitude' with five decimals. */
export const LOCATION_MARKER = /^(\d+),(-?\d{1,3}\.\d{5}),(-?\d{1,3}\.\d{5})$/;

/**
 * The located courses the map shows (coordinates, neither removed nor merged) matching `where`,
 * counted in the database, so no test pins the shipped data's figures.
 */
export async function locatedCourseCount(database: Database, where: SQL = sql`true`) {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM courses
        WHERE latitude IS NOT NULL AND longitude IS NOT NULL
          AND removed_reason IS NULL AND merged_into_id IS NULL AND ${where}`,
  );
  return Number(row!.n);
}

export async function createAdministrator(
  app: FastifyInstance,
  database: Database,
): Promise<TestMember> {
  const admin = await createMember(app);
  await grantAdministrators(database.db, [admin.email]);
  return admin;
}

/** Finds a pending claim in the administrators' queue (the file's earlier claims may come first). */
export async function findPendingClaim(
  app: FastifyInstance,
  adminToken: string,
  match: (claim: CourseClaim) => boolean,
): Promise<CourseClaim | undefined> {
  for (let page = 1; page < 1000; page += 1) {
    const res = await signed(
      app,
      adminToken,
      'GET',
      `/api/admin/course-claims?page=${page}&limit=100`,
    );
    const body = json<Page<CourseClaim>>(res);
    const found = body.list.find(match);
    if (found || page >= body.totalPages) return found;
  }
  return undefined;
}

/** A new member whose claim on the course was accepted by an administrator (D-03). */
export async function createCourseAdmin(
  app: FastifyInstance,
  adminToken: string,
  courseId: number,
): Promise<TestMember> {
  const member = await createMember(app);
  const claim = await signed(app, member.token, 'POST', '/api/courses/request-admin', {
    phone: '+33 6 12 34 56 78',
    course: courseId,
  });
  if (claim.statusCode !== 200) throw new Error(`claim failed: ${claim.body}`);
  const pending = await findPendingClaim(
    app,
    adminToken,
    (c) => c.user.id === member.id && c.course.id === courseId,
  );
  if (!pending) throw new Error('claim not in the queue');
  const res = await signed(app, adminToken, 'PUT', `/api/admin/course-claims/${pending.id}/accept`);
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`);
  return member;
}

/** A real PNG of the given size (sharp), e.g. for uploads and base64 course images. */
export function pngOf(width: number, height: number, background = '#2a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** GETs the stored image at `url`, expects a 200 JPEG and gives its sharp metadata (D-10). */
export async function servedJpeg(app: FastifyInstance, url: string): Promise<sharp.Metadata> {
  const res = await app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  return sharp(res.rawPayload).metadata();
}

/** One multipart part: a text field or a file. */
export type Part =
  | [name: string, value: string]
  | [name: string, file: { bytes: Buffer; filename: string; type?: string }];

/** Encodes parts as multipart/form-data (the browser's FormData encoding). */
export async function multipart(parts: Part[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** POSTs a multipart body, signed by the member (or unsigned when `token` is null). */
export async function postMultipart(
  app: FastifyInstance,
  token: string | null,
  url: string,
  parts: Part[],
) {
  const { body, contentType } = await multipart(parts);
  if (token === null)
    return app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': contentType },
      remoteAddress: freshIp(),
    });
  return signed(app, token, 'POST', url, body, { headers: { 'content-type': contentType } });
}
