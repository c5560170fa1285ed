import { describe, expect, it } from 'vitest';
import type { Post } from '@bgc/shared';
import { removePost, replacePost } from './post-cache.js';

const post = (id: number, content = '') =>
  ({ id, type: 1, content, hashtags: [], media: [] }) as unknown as Post;

describe('post cache updates (POST-024, POST-008)', () => {
  const infinite = {
    pages: [
      { list: [post(3), post(2)], total: 3, currentPage: 1, totalPages: 2 },
      { list: [post(1)], total: 3, currentPage: 2, totalPages: 2 },
    ],
    pageParams: [1, 2],
  };

  it('replaces an edited post in every page', () => {
    const next = replacePost(infinite, post(2, 'edited'));
    expect(next.pages[0]?.list[1]?.content).toBe('edited');
    expect(next.pageParams).toEqual([1, 2]);
  });

  it('removes a deleted post and lowers the totals', () => {
    const next = removePost(infinite, 2);
    expect(next.pages.map((p) => p.list.map((x) => x.id))).toEqual([[3], [1]]);
    expect(next.pages[0]?.total).toBe(2);
    expect(next.pages[1]?.total).toBe(3);
    expect(removePost({ list: [post(5)], total: 1 }, 5)).toEqual({ list: [], total: 0 });
  });

  it('leaves other cached data alone (comments, missing data)', () => {
    const comments = { list: [{ id: 2, text: 'hi' }], total: 1 };
    expect(removePost(comments, 2)).toBe(comments);
    expect(removePost(undefined, 2)).toBeUndefined();
  });
});
