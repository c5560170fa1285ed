import { describe, expect, it } from 'vitest';
import type { Post, PostPage } from '@bgc/shared';
import {
  feedItems,
  firstFeedParam,
  loadFeedPage,
  nextFeedParam,
  type FeedPage,
  type FeedParam,
} from './feed-phases.js';

const post = (id: number) => ({ id }) as Post;
const page = (ids: number[], currentPage: number, totalPages: number): PostPage => ({
  list: ids.map(post),
  total: ids.length,
  currentPage,
  totalPages,
});
const feedPage = (param: FeedParam, ids: number[], totalPages: number): FeedPage => ({
  param,
  list: ids.map(post),
  currentPage: param.page,
  totalPages,
});
const sub = (n: number, exceptIds: number[] = []): FeedParam => ({
  source: 'subscription',
  page: n,
  exceptIds,
});
const gen = (n: number, exceptIds: number[] = []): FeedParam => ({
  source: 'general',
  page: n,
  exceptIds,
});

describe('firstFeedParam (FEED-002, FEED-005)', () => {
  it('starts members on their subscriptions and visitors on the general feed', () => {
    expect(firstFeedParam(true)).toEqual(sub(1));
    expect(firstFeedParam(false)).toEqual(gen(1));
  });
});

describe('nextFeedParam (FEED-003, FEED-007)', () => {
  it('pages through the subscriptions, carrying the ids shown', () => {
    const p1 = feedPage(sub(1), [9, 8], 2);
    expect(nextFeedParam(p1, [p1])).toEqual(sub(2, [9, 8]));
  });

  it('switches to the general feed with except ids once the subscriptions end', () => {
    const p1 = feedPage(sub(1), [9, 8], 2);
    const p2 = feedPage(sub(2, [9, 8]), [7], 2);
    expect(nextFeedParam(p2, [p1, p2])).toEqual(gen(1, [9, 8, 7]));
  });

  it('keeps the same except ids while paging the general feed, and ends it', () => {
    const g1 = feedPage(gen(1, [9]), [5, 4], 3);
    expect(nextFeedParam(g1, [g1])).toEqual(gen(2, [9]));
    const g3 = feedPage(gen(3, [9]), [1], 3);
    expect(nextFeedParam(g3, [g1, g3])).toBeUndefined();
    const empty = feedPage(gen(2), [], 5);
    expect(nextFeedParam(empty, [empty])).toBeUndefined();
  });
});

describe('loadFeedPage (FEED-004)', () => {
  const calls: string[] = [];
  const fetchers = (subscription: PostPage | Error) => ({
    subscription: (n: number) => {
      calls.push(`sub ${n}`);
      return subscription instanceof Error
        ? Promise.reject(subscription)
        : Promise.resolve(subscription);
    },
    general: (n: number, except: number[]) => {
      calls.push(`gen ${n} except ${except.join(',')}`);
      return Promise.resolve(page([3, 2], n, 4));
    },
  });

  it('returns a subscription page that has posts', async () => {
    calls.length = 0;
    const loaded = await loadFeedPage(sub(1), fetchers(page([9], 1, 1)));
    expect(loaded.param).toEqual(sub(1));
    expect(loaded.list.map((p) => p.id)).toEqual([9]);
    expect(calls).toEqual(['sub 1']);
  });

  it('falls back to the general feed when the subscriptions are empty', async () => {
    calls.length = 0;
    const loaded = await loadFeedPage(sub(1), fetchers(page([], 1, 0)));
    expect(loaded.param).toEqual(gen(1, []));
    expect(loaded.list.map((p) => p.id)).toEqual([3, 2]);
    expect(calls).toEqual(['sub 1', 'gen 1 except ']);
  });

  it('ends the subscriptions on an error, excluding what was shown', async () => {
    calls.length = 0;
    const loaded = await loadFeedPage(sub(2, [9, 8]), fetchers(new Error('down')));
    expect(loaded.param).toEqual(gen(1, [9, 8]));
    expect(calls).toEqual(['sub 2', 'gen 1 except 9,8']);
  });
});

describe('feedItems (FEED-003, OPEN-077)', () => {
  const kinds = (pages: FeedPage[]) =>
    feedItems(pages).map((i) => (i.kind === 'post' ? i.post.id : 'card'));

  it('puts the card between the subscription posts and the general posts', () => {
    const pages = [feedPage(sub(1), [9, 8], 1), feedPage(gen(1, [9, 8]), [5, 4], 1)];
    expect(kinds(pages)).toEqual([9, 8, 'card', 5, 4]);
  });

  it('shows the card as soon as the subscriptions have ended', () => {
    expect(kinds([feedPage(sub(1), [9], 1)])).toEqual([9, 'card']);
    expect(kinds([feedPage(sub(1), [9], 2)])).toEqual([9]);
  });

  it('shows no card without subscription posts, nor for a visitor', () => {
    expect(kinds([feedPage(gen(1), [5, 4], 2)])).toEqual([5, 4]);
  });

  it('shows each post once', () => {
    const pages = [feedPage(gen(1), [5, 4], 2), feedPage(gen(2), [4, 3], 2)];
    expect(kinds(pages)).toEqual([5, 4, 3]);
  });
});
