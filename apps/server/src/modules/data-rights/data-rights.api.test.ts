import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ErrorBody, Post } from '@bgc/shared';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed, signIn } from '../../../test/factories.js';
import { postMultipart } from '../../../test/course-fixtures.js';
import type { Database } from '../../db/client.js';
import { accountDeletions, posts, users } from '../../db/schema/index.js';

/**
 * download my data and delete my account (data-use policy LEGAL-005, terms
 * 'right to delete an account'): a JSON copy without secrets; deletion needs the password,
 * revokes every session at once, hides the member, frees the address, and the background job
 * erases the member and their content once due.
 */
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await testApp());
});

const writePost = async (token: string): Promise<Post> => {
  const res = await postMultipart(app, token, '/api/posts', [
    ['type', '1'],
    ['language', '30'],
    ['content', '<p>My first round</p>'],
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return json<Post>(res);
};

describe('GET /api/me/data-export', () => {
  it('gives my profile, posts, comments, follows and friends as a JSON file, without secrets', async () => {
    const me = await createMember(app);
    const other = await createMember(app);
    const post = await writePost(me.token);
    const comment = await signed(app, me.token, 'POST', '/api/comments', {
      entityId: post.id,
      entityName: 'post',
      parent: null,
      text: 'Nice day',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(
      (
        await signed(app, me.token, 'POST', '/api/follow', {
          entityName: 'user',
          entityId: other.id,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await signed(app, me.token, 'POST', '/api/friend/request', { friend: other.id })).statusCode,
    ).toBe(200);

    const res = await signed(app, me.token, 'GET', '/api/me/data-export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="bgc-my-data-${me.id}.json"`,
    );
    const data = json<Record<string, unknown> & { profile: Record<string, unknown> }>(res);
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, firstName: me.firstName });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect((data.posts as Array<{ id: number }>).map((p) => p.id)).toEqual([post.id]);
    expect((data.comments as Array<{ text: string }>).map((c) => c.text)).toEqual(['Nice day']);
    expect(data.follows).toEqual([
      expect.objectContaining({ entityName: 'user', entityId: other.id }),
    ]);
    expect(data.friends).toEqual([expect.objectContaining({ friendId: other.id })]);
    expect((data.sessions as unknown[]).length).toBeGreaterThanOrEqual(1);
    for (const key of [
      'reviews',
      'likes',
      'coursesPlayed',
      'reports',
      'courseClaims',
      'media',
      'contactRequests',
    ])
      expect(Array.isArray(data[key]), key).toBe(true);
    expect(res.body).not.toContain('"secret"');
    expect(res.body).not.toContain('argon2');

    expect((await app.inject({ method: 'GET', url: '/api/me/data-export' })).statusCode).toBe(401);
  });
});

describe('POST /api/me/delete-account', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const me = await createMember(app);
    const res = await signed(app, me.token, 'POST', '/api/me/delete-account', {
      password: 'wrong-one',
    });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).error.fields).toEqual({ password: 'The password is incorrect' });
    expect((await signed(app, me.token, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('revokes every session at once, hides the member, frees the e-mail; the job erases later', async () => {
    const me = await createMember(app);
    const post = await writePost(me.token);
    // a second session (another device)
    const second = await signIn(app, me);
    expect(second.statusCode).toBe(200);
    const secondToken = json<{ token: string }>(second).token;

    const res = await signed(app, me.token, 'POST', '/api/me/delete-account', {
      password: me.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    const purgeAfter = new Date(json<{ purgeAfter: string }>(res).purgeAfter);
    expect(purgeAfter.getTime()).toBeGreaterThan(Date.now());
    expect(purgeAfter.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 24 * 3600 * 1000);

    // signed out everywhere at once
    expect((await signed(app, me.token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await signed(app, secondToken, 'GET', '/api/me')).statusCode).toBe(401);
    const refused = await signIn(app, me);
    expect(refused.statusCode).toBe(401);
    // hidden at once
    expect((await app.inject({ method: 'GET', url: `/api/users/${me.id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(
      404,
    );

    // the address can register again, as a new member
    const again = await createMember(app, { email: me.email });
    expect(again.id).not.toBe(me.id);

    // the job leaves it until due, then erases the member and their posts
    expect(await app.dataRights.purge(new Date())).not.toContain(me.id);
    expect(await database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
    const erased = await app.dataRights.purge(new Date(purgeAfter.getTime() + 1000));
    expect(erased).toContain(me.id);
    expect(await database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
    expect(await database.db.select().from(posts).where(eq(posts.id, post.id))).toHaveLength(0);
    expect(
      await database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, me.id)),
    ).toHaveLength(0);
    // the new member with that address is untouched
    expect((await signed(app, again.token, 'GET', '/api/me')).statusCode).toBe(200);
    // decision 030: the deletion recomputes the ranking at once (a whole recompute on PGlite)
  }, 180_000);
});
