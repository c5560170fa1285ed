import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { and, count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.js';
import { countries, courses } from '../src/db/schema/index.js';
import type { Mail, Mailer } from '../src/lib/mailer.js';
import type { ErrorBody } from '@bgc/shared';
import { TEST_LOG_LEVEL, testLogStream } from './test-logs.js';
import { cloneTemplate, type FileDatabase, type TemplateDatabase } from './file-database.js';

/**
 * The SPA's own index.html template (apps/web), so SEO tests need no build and no copy of it;
 * the server only needs a folder holding an index.html with the <!--seo--> markers.
 */
export const SPA_TEMPLATE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web',
);

/**
 * The address that holds the Administrator sub-role (D-03) in the API tests: register it with
 * the factories (createMember) to act as a site administrator.
 */
export const TEST_ADMIN_EMAIL = 'admin@api.bgc.test';

let shared: Promise<{ app: FastifyInstance; database: Database }> | null = null;
let fileDatabase: FileDatabase | null = null;

/** Mails the app sent during the run (the test mailer keeps them instead of writing .eml files). */
export const sentMails: Mail[] = [];
const testMailer: Mailer = {
  async send(mail) {
    sentMails.push(mail);
  },
};

/**
 * The app under test on a copy of the database global-setup prepared (decision 054: PGlite or
 * PostgreSQL, cloned from the template on the first call; the file's own copy, or the worker's,
 * see copyPerFile). The file's tests share the instance; `per-file-setup.ts` closes it and drops
 * the copy after the file. The SPA template is apps/web/index.html so SEO tests need no build.
 */
export function testApp(): Promise<{ app: FastifyInstance; database: Database }> {
  shared ??= (async () => {
    const template = inject('testDatabase');
    perFile = copyPerFile(template);
    const copy = await cloneTemplate(template);
    fileDatabase = copy;
    const { target } = copy;
    const database = await openDatabase(target);
    const config = loadConfig({
      NODE_ENV: 'test',
      // decision 039: every line into the run's log folder, checked for secrets after the run
      LOG_LEVEL: TEST_LOG_LEVEL,
      DATA_DIR: fileDatabase.dataDir,
      WEB_DIST_DIR: SPA_TEMPLATE_DIR,
      ADMIN_EMAILS: TEST_ADMIN_EMAIL,
      FIRST_MEMBER_ADMIN: 'false',
      // D-14: every absolute URL comes from here, never from the Host header
      PUBLIC_URL: 'http://bgc.test',
      // the ranking recompute runs when a test calls app.ranking.flush()
      RANKING_DEBOUNCE_MS: '600000',
      // decision 038: 'New message' notifications wait for this, so tests need not wait 2 s
      CHAT_NOTIFY_DELAY_MS: '200',
      // HOME-009: one social account configured, the others left empty
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/bestgolfcourses',
      // no call to YouTube from the tests (video-facts.api.test.ts uses a stand-in)
      YOUTUBE_OEMBED_URL: '',
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    });
    const app = await buildApp({ config, database, mailer: testMailer, logStream: testLogStream });
    await app.ready();
    return { app, database };
  })();
  return shared;
}

/** The DATA_DIR of the file's app (its captcha key, outbox and media); opens the app if needed. */
export async function testDataDir(): Promise<string> {
  await testApp();
  if (!fileDatabase) throw new Error('testDataDir: the test app has no database');
  return fileDatabase.dataDir;
}

/**
 * Decision 054: whether each API file gets its own copy of the prepared database (`file`) or
 * the files of one worker share one copy (`worker`). `API_TEST_DATABASE` chooses; by default
 * `file` on PostgreSQL, where a copy is a file copy inside the server (under a second), and
 * `worker` on PGlite, where every copy also costs an engine start and a cold cache (about 4 s
 * of CPU per file), so each worker copies the template once and its files share it.
 */
function copyPerFile(template: TemplateDatabase): boolean {
  const chosen = process.env.API_TEST_DATABASE;
  if (chosen === 'file' || chosen === 'worker') return chosen === 'file';
  return 'templateUrl' in template;
}

let perFile = true;

/**
 * After every API file (per-file-setup.ts): closes the file's app (its jobs, stores and
 * database connections) and drops its copy of the database, so the next file's testApp()
 * clones a new one. A file that never opened the app costs nothing. When the worker's files
 * share a copy (copyPerFile), it stays for the next file; global-setup removes it after the run.
 */
export async function closeTestApp(): Promise<void> {
  if (!perFile) return;
  const opened = shared;
  const copy = fileDatabase;
  shared = null;
  fileDatabase = null;
  if (opened) await (await opened).app.close();
  await copy?.drop();
}

/**
 * A second app for the tests that need other settings: the test configuration's base (NODE_ENV
 * test, the log at trace into the run's log folder, the SPA template) plus `env` (give it a DATA_DIR of its own), on the shared
 * test database unless `database` says, which it must not close (the shared app owns it), and
 * with `mailer` when given. The caller readies it if needed and closes it.
 */
export async function extraApp(
  env: Record<string, string>,
  options: { database?: Database; mailer?: Mailer } = {},
): Promise<FastifyInstance> {
  const database = options.database ?? (await testApp()).database;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: TEST_LOG_LEVEL,
    WEB_DIST_DIR: SPA_TEMPLATE_DIR,
    ...env,
  });
  return buildApp({
    config,
    database: { ...database, close: async () => undefined },
    logStream: testLogStream,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
}

/** The body of an inject response as text, decoded by its `Content-Encoding` (br, gzip or none). */
export function decodedText(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (coding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

/** JSON body of an inject response, typed by the caller. */
export function json<T>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}

/** The `error` of an error answer's body (ErrorBody, the spec's error texts). */
export function errorOf(res: { body: string }): ErrorBody['error'] {
  return json<ErrorBody>(res).error;
}

/** The per-field messages of a 4xx answer (empty when it names no field). */
export function fieldsOf(res: { body: string }): NonNullable<ErrorBody['error']['fields']> {
  return errorOf(res).fields ?? {};
}

/** Expects `res` to be a 400 and gives its per-field messages (see {@link fieldsOf}). */
function fieldsOf400(res: { statusCode: number; body: string }) {
  expect(res.statusCode).toBe(400);
  return fieldsOf(res);
}

/**
 * ERR-044 and the other field rules: `res` is a 400 whose per-field messages include `fields`
 * (the spec's texts; other fields may be named too).
 */
export function expectFieldErrors(
  res: { statusCode: number; body: string },
  fields: Record<string, string>,
): void {
  expect(fieldsOf400(res)).toMatchObject(fields);
}

/** Like `expectFieldErrors`, but `fields` are all the answer names (nothing else is wrong). */
export function expectOnlyFieldErrors(
  res: { statusCode: number; body: string },
  fields: Record<string, string>,
): void {
  expect(fieldsOf400(res)).toEqual(fields);
}

/**
 * D-13: GETs each of `urls` through `get` and expects a 404 page that tells robots not to index
 * it. Returns the answers, in the order of `urls`.
 */
export async function expectNoindexNotFound(
  get: (url: string) => PromiseLike<{ statusCode: number; body: string }>,
  urls: readonly string[],
): Promise<Array<{ url: string; body: string }>> {
  const answers: Array<{ url: string; body: string }> = [];
  for (const url of urls) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    answers.push({ url, body: res.body });
  }
  return answers;
}

/**
 * Courses holding a world rank in the file's copy of the test database right now: the shipped 30,838
 * (31,157 rows less the non-courses and the shipped duplicates, decision 009) less any
 * course the file's own tests removed from the rankings (corrections, merges).
 */
export async function rankedCourseCount(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(courses)
    .where(isNotNull(courses.worldRank));
  return Number(row?.n ?? 0);
}

/**
 * Read from the loaded data, so no test pins a count of the shipped file: the ranked courses of
 * the country with ISO code `code`, and the number of countries holding a ranked course.
 */
export async function rankedCountsOf(
  database: Database,
  code: string,
): Promise<{ inCountry: number; countries: number }> {
  const ranked = isNotNull(courses.worldRank);
  const [inCountry] = await database.db
    .select({ n: count() })
    .from(courses)
    .innerJoin(countries, eq(countries.id, courses.countryId))
    .where(and(ranked, eq(countries.code, code)));
  const [withCourses] = await database.db
    .select({ n: countDistinct(courses.countryId) })
    .from(courses)
    .where(ranked);
  return { inCountry: Number(inCountry?.n ?? 0), countries: Number(withCourses?.n ?? 0) };
}

/**
 * rankedCourseCount, expected to be the shipped 30,838 less the few courses the file's own tests
 * removed from the rankings (the files that count ranked courses start from it).
 */
export async function expectRankedCourseCount(database: Database): Promise<number> {
  const ranked = await rankedCourseCount(database);
  expect(ranked).toBeGreaterThan(30_800);
  expect(ranked).toBeLessThanOrEqual(30_838);
  return ranked;
}
