import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Country, ErrorBody, MeUser, MemberProfile, MemberSummary, Page } from '@bgc/shared';
import {
  expectOnlyFieldErrors,
  expectFieldErrors,
  fieldsOf,
  json,
  testApp,
} from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { clearEnglishDemoBios } from '../../seed/demo-content.js';

let app: FastifyInstance;
let database: Database;
let france: Country;
beforeAll(async () => {
  ({ app, database } = await testApp());
  france = json<Country>(await app.inject({ url: '/api/countries/france' }));
});

describe('GET/PUT /api/me (T06, T07, PROF-012..020)', () => {
  it('updates the Information section with the spec rules', async () => {
    const m = await createMember(app);
    const res = await signed(app, m.token, 'PUT', '/api/me', {
      firstName: 'Grace',
      lastName: 'Bunker',
      subRoles: [1, 2],
      languages: [30, 37, 60],
      phone: '+33612345678',
      country: france.id,
      state: 'Provence-Alpes-Côte d’Azur',
      city: 'Nice',
      handicap: 12.34,
    });
    expect(res.statusCode).toBe(200);
    const me = json<MeUser>(res);
    expect(me).toMatchObject({
      firstName: 'Grace',
      lastName: 'Bunker',
      handicap: 12.3,
      country: { id: france.id, name: 'France' },
      city: 'Nice',
      languages: [30, 37, 60],
    });
    expect(json<MeUser>(await signed(app, m.token, 'GET', '/api/me')).handicap).toBe(12.3);
  });

  it('refuses out-of-range and malformed fields with the spec messages', async () => {
    const m = await createMember(app);
    const res = await signed(app, m.token, 'PUT', '/api/me', {
      firstName: 'x'.repeat(16),
      handicap: 54.1,
      languages: [30, 37, 60, 101],
      facebookUrl: 'facebook.com/me',
      youtubeUrl: 'ftp://x.y',
    });
    expectFieldErrors(res, {
      firstName: 'Field must be less than 15 characters',
      languages: 'Choose at most 3 languages',
      facebookUrl: 'URL is not valid',
      youtubeUrl: 'URL is not valid',
    });
    expect(Object.keys(fieldsOf(res))).toContain('handicap');
    expect((await signed(app, m.token, 'PUT', '/api/me', { country: 999999 })).statusCode).toBe(
      400,
    );
    expect((await signed(app, m.token, 'PUT', '/api/me', { languages: [99999] })).statusCode).toBe(
      400,
    );
  });

  it('keeps the Social networks section and allows clearing a URL', async () => {
    const m = await createMember(app);
    await signed(app, m.token, 'PUT', '/api/me', {
      facebookUrl: 'https://facebook.com/grace',
      instagramUrl: 'http://instagram.com/g',
    });
    const cleared = json<MeUser>(
      await signed(app, m.token, 'PUT', '/api/me', { instagramUrl: '' }),
    );
    expect(cleared).toMatchObject({
      facebookUrl: 'https://facebook.com/grace',
      instagramUrl: null,
    });
  });

  it('saves every section and the password in one call, all or nothing', async () => {
    const m = await createMember(app);
    const before = json<MeUser>(await signed(app, m.token, 'GET', '/api/me'));
    const wrong = await signed(app, m.token, 'PUT', '/api/me', {
      firstName: 'Changed',
      facebookUrl: 'https://facebook.com/changed',
      currentPassword: 'not-my-password',
      newPassword: 'newsecret1',
    });
    expectOnlyFieldErrors(wrong, { currentPassword: 'Current password is incorrect' });
    // nothing was saved, and the session still works with the old password
    const after = json<MeUser>(await signed(app, m.token, 'GET', '/api/me'));
    expect(after.firstName).toBe(before.firstName);
    expect(after.facebookUrl).toBe(before.facebookUrl);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: m.email, password: m.password },
        })
      ).statusCode,
    ).toBe(200);

    const half = await signed(app, m.token, 'PUT', '/api/me', {
      firstName: 'Changed',
      newPassword: 'newsecret1',
    });
    expectOnlyFieldErrors(half, { currentPassword: 'Field is required' });

    const ok = await signed(app, m.token, 'PUT', '/api/me', {
      firstName: 'Changed',
      facebookUrl: 'https://facebook.com/changed',
      currentPassword: m.password,
      newPassword: 'newsecret1',
    });
    expect(ok.statusCode).toBe(200);
    const saved = json<MeUser & { token?: string }>(ok);
    expect(saved).toMatchObject({
      firstName: 'Changed',
      facebookUrl: 'https://facebook.com/changed',
    });
    expect(saved.token).toEqual(expect.any(String));
    // D-01: the old session ends, the fresh token works, the new password signs in
    expect((await signed(app, m.token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await signed(app, saved.token!, 'GET', '/api/me')).statusCode).toBe(200);
    const signIn = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth', payload: { email: m.email, password } });
    expect((await signIn('newsecret1')).statusCode).toBe(200);
    expect((await signIn(m.password)).statusCode).not.toBe(200);
    // without the password fields nothing about the session changes (the seeds' T07 call)
    const plain = json<MeUser & { token?: string }>(
      await signed(app, saved.token!, 'PUT', '/api/me', { lastName: 'Plain' }),
    );
    expect(plain.lastName).toBe('Plain');
    expect(plain.token).toBeUndefined();
  });

  it('saves the short bio up to 100 characters (PROF-005)', async () => {
    const m = await createMember(app);
    expect(
      json<MeUser>(
        await signed(app, m.token, 'PUT', '/api/me/short-bio', { shortBio: 'Links lover.' }),
      ).shortBio,
    ).toBe('Links lover.');
    expect(
      (await signed(app, m.token, 'PUT', '/api/me/short-bio', { shortBio: 'x'.repeat(101) }))
        .statusCode,
    ).toBe(400);
  });

  it('needs a signed-in member for every own-profile call', async () => {
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PUT', '/api/me'],
      ['PUT', '/api/me/short-bio'],
      ['PUT', '/api/me/photo'],
      ['PUT', '/api/me/cover'],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});

describe('avatar and cover (T10, T11, PROF-002/003, D-10)', () => {
  it('re-encodes the avatar as a 150×150 JPEG and the cover at 3.56', async () => {
    const m = await createMember(app);
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#2a7' },
    })
      .png()
      .toBuffer();
    const photo = await signed(app, m.token, 'PUT', '/api/me/photo', {
      photoContent: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(photo.statusCode).toBe(200);
    const picture = json<{ picture: string }>(photo).picture;
    expect(picture).toMatch(/^\/media\/users\/\d+\/[a-f0-9]+\.jpg$/);
    const served = await app.inject({ url: picture });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 150, 150]);
    const cover = json<{ cover: string }>(
      await signed(app, m.token, 'PUT', '/api/me/cover', { coverContent: png.toString('base64') }),
    );
    const coverMeta = await sharp((await app.inject({ url: cover.cover })).rawPayload).metadata();
    expect(coverMeta.width).toBe(1920);
    expect(coverMeta.height).toBe(Math.round(1920 / 3.56));
  });

  it('refuses what is not an image, and files over 20 MB, storing nothing', async () => {
    const m = await createMember(app);
    const text = await signed(app, m.token, 'PUT', '/api/me/photo', {
      photoContent: Buffer.from('<script>alert(1)</script>').toString('base64'),
    });
    expect(text.statusCode).toBe(400);
    expect(json<ErrorBody>(text).error.message).toBe('The file is not an image');
    const big = Buffer.alloc(20_971_521, 0xff);
    const tooBig = await signed(app, m.token, 'PUT', '/api/me/photo', {
      photoContent: big.toString('base64'),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(json<ErrorBody>(tooBig).error.message).toBe('File size must under 20Mb');
    expect(json<MeUser>(await signed(app, m.token, 'GET', '/api/me')).picture).toBeNull();
  });
});

describe('GET /api/users/{id} and GET /api/users (T12, T13)', () => {
  it('shows another member without email or phone, with the caller relation', async () => {
    const a = await createMember(app);
    const b = await createMember(app, { phone: '+33611111111' });
    const asGuest = json<MemberProfile>(await app.inject({ url: `/api/users/${b.id}` }));
    expect(asGuest).toMatchObject({ id: b.id, isFollowed: false, friend: null });
    expect(asGuest).not.toHaveProperty('email');
    expect(asGuest).not.toHaveProperty('phone');
    await signed(app, a.token, 'POST', '/api/follow', { entityId: b.id, entityName: 'user' });
    const asA = json<MemberProfile>(await signed(app, a.token, 'GET', `/api/users/${b.id}`));
    expect(asA.isFollowed).toBe(true);
    expect(asA.totalFollow).toBe(1);
  });
  it('says whether a member is a demo member, and clears the old English demo bio (12.19)', async () => {
    const real = await createMember(app);
    const demo = await createMember(app);
    await database.db
      .update(users)
      .set({ demo: true, shortBio: 'Golfer · demo member' })
      .where(eq(users.id, demo.id));
    expect(json<MemberProfile>(await app.inject({ url: `/api/users/${real.id}` })).demo).toBe(
      false,
    );
    expect(await clearEnglishDemoBios(database.db)).toBeGreaterThanOrEqual(1);
    const shown = json<MemberProfile>(await app.inject({ url: `/api/users/${demo.id}` }));
    expect([shown.demo, shown.shortBio]).toEqual([true, null]);
    expect(await clearEnglishDemoBios(database.db)).toBe(0);
  });
  it('answers 404 for a missing member and 400 for a malformed id', async () => {
    expect((await app.inject({ url: '/api/users/99999999' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/users/abc' })).statusCode).toBe(400);
  });
  it('finds members by part of the name, accents and case ignored, 10 by default', async () => {
    const m = await createMember(app, { firstName: 'Zoé', lastName: 'Quintessa' });
    const page = json<Page<MemberSummary>>(
      await app.inject({ url: '/api/users?filter_name_like=zoe%20quint' }),
    );
    expect(page.list.map((u) => u.id)).toContain(m.id);
    expect(page.list[0]).not.toHaveProperty('email');
    const all = json<Page<MemberSummary>>(await app.inject({ url: '/api/users' }));
    expect(all.list.length).toBeLessThanOrEqual(10);
    expect((await app.inject({ url: '/api/users?limit=500' })).statusCode).toBe(400);
  });
});
