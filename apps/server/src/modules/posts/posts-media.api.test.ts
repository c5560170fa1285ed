import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { youtubeThumbnailUrl, type PostPage } from '@bgc/shared';
import { queryRows } from '../../db/client.js';
import { json } from '../../../test/test-app.js';
import { signed } from '../../../test/factories.js';
import { pngOf, servedJpeg } from '../../../test/course-fixtures.js';
import { apiSuite } from '../../../test/suite.js';
import {
  createPost,
  updatePost,
  expectPost,
  generalPostParts,
  photoParts,
  VIDEO_ID,
} from '../../../test/content-fixtures.js';

/** Photos and videos of posts, and safe stored HTML (POST-034, MEDIA-014, D-10). */
const suite = apiSuite({ member: true, png: { width: 40, height: 30 } });

const pageOf = async (query: string) => {
  const url = `/api/posts?${query}`;
  const res = await signed(suite.app, suite.member.token, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  return json<PostPage>(res);
};
const served = (url: string) => servedJpeg(suite.app, url);

describe('photos of a post (POST-034, FILE-003/004, MEDIA-014)', () => {
  it('stores titled photos as re-encoded JPEGs with thumbnails; videos come before photos', async () => {
    const wide = await pngOf(2500, 1000);
    const p = expectPost(
      await createPost(suite.app, suite.member.token, [
        ...generalPostParts('<p>Photos and a video</p>'),
        ...photoParts(wide, '  Hole 7 from the tee  '),
        ...photoParts(suite.png, ''),
        ['youtubes[]', VIDEO_ID],
      ]),
    );
    expect(p.media.map((m) => m.type)).toEqual([2, 1, 1]);
    expect(p.youtubes).toEqual([VIDEO_ID]);
    expect([p.poster, p.isOneMedia]).toEqual([youtubeThumbnailUrl(VIDEO_ID), false]);
    expect(p.photos.map((x) => x.title)).toEqual(['Hole 7 from the tee', null]);
    const [big, small] = [p.photos[0]!, p.photos[1]!];
    expect(big.file).toMatch(new RegExp(`^/media/posts/${suite.member.id}/[0-9a-f]+\\.jpg$`));
    expect(big.thumb).toMatch(
      new RegExp(`^/media/posts/${suite.member.id}/thumbs/[0-9a-f]+\\.jpg$`),
    );
    expect(p.media[1]).toMatchObject({
      id: big.id,
      type: 1,
      path: big.file,
      thumbnail: big.thumb,
      width: 1920,
      height: 768,
      description: 'Hole 7 from the tee',
      entityName: 'post',
      entityId: p.id,
      profile: { id: suite.member.id },
    });
    const full = await served(big.file);
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 1920, 768]);
    const thumb = await served(big.thumb);
    expect([thumb.format, thumb.width]).toEqual(['jpeg', 600]);
    const tiny = await served(small.file);
    expect([tiny.format, tiny.width]).toEqual(['jpeg', 40]);
    const detail = (await pageOf(`filter_id=${p.id}`)).list[0]!;
    expect(detail.media.map((m) => m.id)).toEqual(p.media.map((m) => m.id));
  });
});

describe('stored HTML is safe (D-10)', () => {
  const executable = /<script|<iframe|<svg|<style|<object|\son[a-z]+\s*=|javascript:|style=/i;
  const evil =
    '<p>Hello <script>alert(1)</script><b onclick="alert(2)">bold</b> ' +
    '<a href="javascript:alert(3)">bad link</a> <img src="x" onerror="alert(4)">' +
    '<a href="https://example.com/x" onmouseover="alert(5)">good link</a></p>' +
    '<h1 style="color:red">Head</h1><iframe src="https://evil.test"></iframe>' +
    '<svg onload="alert(6)"></svg><object data="x"></object>';

  it('sanitizes the content, returns the title as the given text and refuses markup hashtags', async () => {
    const title = '<img src=x onerror=alert(1)> & "friends"';
    const p = expectPost(
      await createPost(suite.app, suite.member.token, [
        ['type', '8'],
        ['language', '30'],
        ['title', title],
        ['content', evil],
      ]),
    );
    expect(p.content).not.toMatch(executable);
    expect(p.content).toContain('<b>bold</b>');
    expect(p.content).toContain('<h3>Head</h3>');
    expect(p.content).toMatch(
      /<a href="https:\/\/example\.com\/x"[^>]*rel="nofollow ugc noopener"[^>]*>good link<\/a>/,
    );
    expect(p.content).not.toContain('alert');
    // the title is plain text: the API gives it back as typed and the SPA shows it as text
    expect(p.title).toBe(title);
    expect(p.description).not.toMatch(/[<>]/);
    expect(p.description).toContain('Hello bold bad link good link');
    const [stored] = await queryRows<{ content: string; title: string }>(
      suite.database.db,
      sql`SELECT content, title FROM posts WHERE id = ${p.id}`,
    );
    expect(stored!.content).toBe(p.content);
    expect(stored!.content).not.toMatch(executable);
    const tag = await createPost(
      suite.app,
      suite.member.token,
      generalPostParts('<p>x</p>', [['hashtags[]', '<b>tag</b>']]),
    );
    expect(tag.statusCode).toBe(400);
  });

  it('sanitizes an edited content too', async () => {
    const p = expectPost(await createPost(suite.app, suite.member.token, generalPostParts()));
    const edited = expectPost(
      await updatePost(suite.app, suite.member.token, [
        ['id', String(p.id)],
        ...generalPostParts(evil),
      ]),
    );
    expect(edited.content).not.toMatch(executable);
    expect(edited.content).toContain('<b>bold</b>');
  });
});
