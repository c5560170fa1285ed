import { beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { createAdministrator, pickCourse, pngOf, type PickedCourse } from './course-fixtures.js';
import { createMember, type TestMember } from './factories.js';
import { testApp } from './test-app.js';

/** What an API test file asks {@link apiSuite} for, besides the app and its database. */
export interface ApiSuiteOptions {
  /** A member holding the Administrator sub-role (D-03). */
  admin?: boolean;
  /** A plain signed-up member. */
  member?: boolean;
  /** `count` courses of the file's own, picked by `pickCourse` with `salt` (docs/style.md §10). */
  courses?: { salt: string; count: number };
  /** A PNG of `width` × `height` pixels (pngOf), for the file's uploads. */
  png?: { width: number; height: number };
}

/** The shared app under test and the data one API test file set up for itself. */
export interface ApiSuite {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly admin: TestMember;
  readonly member: TestMember;
  readonly courses: readonly PickedCourse[];
  /** The PNG asked for in the options. */
  readonly png: Buffer;
  /** The file's i-th course. */
  course(i: number): PickedCourse;
}

/**
 * Registers the file's first `beforeAll`: it opens the shared test app (testApp) and makes what
 * `options` ask for, in this order: the administrator, the member, the PNG, the courses. Read the fields
 * in tests and later hooks only; reading one before the hook ran, or one not asked for, throws.
 * One definition of the set-up the posts, reviews, interview, media and course admin API files
 * shared.
 */
export function apiSuite(options: ApiSuiteOptions = {}): ApiSuite {
  const made: {
    app?: FastifyInstance;
    database?: Database;
    admin?: TestMember;
    member?: TestMember;
    png?: Buffer;
  } = {};
  const courses: PickedCourse[] = [];
  const need = <K extends keyof typeof made>(key: K): NonNullable<(typeof made)[K]> => {
    const value = made[key];
    if (value === undefined)
      throw new Error(`apiSuite: no ${key} (ask for it in the options; read it in a test or hook)`);
    return value;
  };

  beforeAll(async () => {
    const { app, database } = await testApp();
    made.app = app;
    made.database = database;
    if (options.admin) made.admin = await createAdministrator(app, database);
    if (options.member) made.member = await createMember(app);
    if (options.png) made.png = await pngOf(options.png.width, options.png.height);
    const pick = options.courses;
    for (let i = 0; pick && i < pick.count; i += 1)
      courses.push(await pickCourse(database, pick.salt, undefined, i));
  });

  return {
    get app() {
      return need('app');
    },
    get database() {
      return need('database');
    },
    get admin() {
      return need('admin');
    },
    get member() {
      return need('member');
    },
    get png() {
      return need('png');
    },
    courses,
    course(i: number) {
      const picked = courses[i];
      if (!picked) throw new Error(`apiSuite: no course ${i} (ask for more in the options)`);
      return picked;
    },
  };
}
