import { describe, expect, it } from 'vitest';
import type { MediaItem, Post } from '@bgc/shared';
import {
  areaQuery,
  hashtagPath,
  parseTagFeed,
  htmlToText,
  parseReviewsFeed,
  postAsReview,
  reviewsFeedPath,
  withMedia,
} from './latest-posts-model.js';

const post = (over: Partial<Post>) =>
  ({ id: 1, type: 2, media: [], content: '', ...over }) as unknown as Post;

describe('withMedia (VLOG-009)', () => {
  it('keeps up to 3 posts that have media', () => {
    const m = [{ id: 9 } as MediaItem];
    const posts = [1, 2, 3, 4, 5].map((id) => post({ id, media: id === 2 ? [] : m }));
    expect(withMedia(posts).map((p) => p.id)).toEqual([1, 3, 4]);
  });
});

describe('postAsReview (FEED-001)', () => {
  const review = post({
    id: 5,
    type: 4,
    content: '<p>Great &amp; fast</p><p>Greens</p>',
    courseDetail: { id: 3, name: 'Golf', slug: 'golf', countrySlug: 'france' },
    language: { id: 30, name: 'English' },
    reviewData: {
      facilities: 4,
      maintenance: 4,
      surroundings: 4,
      clubhouse: 4,
      value: 4,
      overall: 4,
    },
  });

  it('reads a type-4 post as a review with plain text', () => {
    expect(postAsReview(review)).toMatchObject({
      id: 5,
      course: 3,
      courseDetail: { name: 'Golf', slug: 'golf', countrySlug: 'france' },
      content: 'Great & fast\nGreens',
    });
  });

  it('skips other posts and reviews without their fields', () => {
    expect(postAsReview(post({ type: 1 }))).toBeNull();
    expect(postAsReview({ ...review, reviewData: null })).toBeNull();
  });

  it('turns HTML into text', () => {
    expect(htmlToText('<h3>Hi</h3><p>a<br>b &lt;c&gt;</p>')).toBe('Hi\na\nb <c>');
  });
});

describe('latest posts of a ranking area (RANK-016, OPEN-035)', () => {
  it('filters the posts of a country or a zone, none for the world', () => {
    expect(areaQuery({ scope: 'country', id: 75 })).toEqual({ filter_country: 75 });
    expect(areaQuery({ scope: 'zone', id: 4, name: 'Western Europe' })).toEqual({
      filter_zone: 4,
    });
    expect(areaQuery({ scope: 'worldwide' })).toEqual({});
    expect(areaQuery(undefined)).toEqual({});
  });

  it("'See all' opens the newsfeed filtered to the area's reviews, and reads back", () => {
    expect(reviewsFeedPath()).toBe('/newsfeed.html?type=4');
    expect(reviewsFeedPath({ scope: 'zone', id: 4 })).toBe('/newsfeed.html?type=4&zone=4');
    const path = reviewsFeedPath({ scope: 'country', id: 75, name: 'France' });
    expect(path).toBe('/newsfeed.html?type=4&country=75');
    expect(parseReviewsFeed(new URL(path, 'http://x').searchParams)).toEqual({
      area: { scope: 'country', id: 75 },
    });
    expect(parseReviewsFeed(new URLSearchParams('type=4'))).toEqual({
      area: { scope: 'worldwide' },
    });
    expect(parseReviewsFeed(new URLSearchParams('type=4&zone=abc'))).toEqual({
      area: { scope: 'worldwide' },
    });
    expect(parseReviewsFeed(new URLSearchParams(''))).toBeNull();
    expect(parseReviewsFeed(new URLSearchParams('type=2'))).toBeNull();
  });
});

describe('hashtag links', () => {
  it('opens the posts with the tag, the community for a discussion', () => {
    expect(hashtagPath('golf', 1)).toBe('/newsfeed.html?tag=golf');
    expect(hashtagPath('links', 8)).toBe('/community.html?tag=links');
    expect(parseTagFeed(new URLSearchParams('tag=Golf'))).toBe('golf');
    expect(parseTagFeed(new URLSearchParams('tag=%3Cb%3E'))).toBeNull();
    expect(parseTagFeed(new URLSearchParams(''))).toBeNull();
  });
});
