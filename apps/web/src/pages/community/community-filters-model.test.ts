import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  clearFilters,
  discussionQuery,
  hasFilters,
  readFilters,
  shownTags,
  writeFilters,
} from './community-filters-model.js';

describe('readFilters / writeFilters', () => {
  it('reads the language, the tag and the sort of the address', () => {
    expect(readFilters(new URLSearchParams('language=30&tag=%23Links&sort=totalComment'))).toEqual({
      language: 30,
      tag: 'links',
      sort: 'totalComment',
    });
  });

  it('falls back to every language, every tag and the latest first', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual(NO_FILTERS);
    expect(readFilters(new URLSearchParams('language=-3&tag=a%20b&sort=likes'))).toEqual(
      NO_FILTERS,
    );
    expect(readFilters(new URLSearchParams('language=1.5'))).toEqual(NO_FILTERS);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    expect(writeFilters(NO_FILTERS)).toEqual({});
    const filters = { language: 37, tag: 'links', sort: 'totalComment' } as const;
    expect(writeFilters(filters)).toEqual({ language: '37', tag: 'links', sort: 'totalComment' });
    expect(readFilters(new URLSearchParams(writeFilters(filters)))).toEqual(filters);
  });
});

describe('clearFilters / hasFilters (COMM-004)', () => {
  it('clears the language and the tag but keeps the sort', () => {
    const filters = { language: 30, tag: 'golf', sort: 'totalComment' } as const;
    expect(clearFilters(filters)).toEqual({ language: 0, tag: '', sort: 'totalComment' });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(clearFilters(filters))).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, tag: 'x' })).toBe(true);
  });
});

describe('discussionQuery (COMM-006, OPEN-045)', () => {
  it('asks for discussions, latest first, without filters', () => {
    expect(discussionQuery(NO_FILTERS)).toEqual({ filter_type: '8', sort_desc: 'createdDate' });
  });

  it('adds the language, the tag and the Most Commented sort', () => {
    expect(discussionQuery({ language: 30, tag: 'links', sort: 'totalComment' })).toEqual({
      filter_type: '8',
      filter_language: 30,
      has_tags_name: 'links',
      sort_desc: 'totalComment',
    });
  });
});

describe('shownTags (COMM-003)', () => {
  const tags = Array.from({ length: 12 }, (_, i) => ({ name: `t${i}`, counter: 12 - i }));

  it('lists the first 10, or all of them once expanded', () => {
    expect(shownTags(tags, '', false).map((t) => t.name)).toEqual(
      tags.slice(0, 10).map((t) => t.name),
    );
    expect(shownTags(tags, '', true)).toHaveLength(12);
    expect(shownTags(tags.slice(0, 3), '', false)).toHaveLength(3);
  });

  it('keeps the chosen tag listed, with its count when known', () => {
    expect(shownTags(tags, 't11', false).at(-1)).toEqual({ name: 't11', counter: 1 });
    expect(shownTags(tags, 't2', false)).toHaveLength(10);
    expect(shownTags(tags, 'typed', false).at(-1)).toEqual({ name: 'typed' });
  });
});
