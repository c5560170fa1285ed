import { describe, expect, it } from 'vitest';
import { courseLinkHtml, insertCourseLink, trailingMention } from './course-mention.js';

const course = { id: 3, name: 'Golf & Co', slug: 'golf-co', countrySlug: 'france' };
const link = '<a href="/top-golf-courses-france/golf-co-golf-course.html">Golf &amp; Co</a>';

describe('trailingMention (POST-022)', () => {
  it("reads the term typed after '@' at the end of the text", () => {
    expect(trailingMention('<p>Played @pebb</p>')).toBe('pebb');
    expect(trailingMention('<p>@le golf nat</p>')).toBe('le golf nat');
    expect(trailingMention('<ul><li><p>At @St Andr</p></li></ul>')).toBe('St Andr');
  });
  it('ignores a short term, e-mail addresses and text after the mention', () => {
    expect(trailingMention('<p>Hi @p</p>')).toBeNull();
    expect(trailingMention('<p>mail me@golf.com</p>')).toBeNull();
    expect(trailingMention('<p>@pebble</p><p>later</p>')).toBeNull();
    expect(trailingMention('')).toBeNull();
  });
});

describe('insertCourseLink (POST-022, POST-029)', () => {
  it('links to the course Timeline, escaping the name', () => {
    expect(courseLinkHtml(course)).toBe(link);
  });
  it('replaces the trailing mention with the link', () => {
    expect(insertCourseLink('<p>Played @golf and</p>', course)).toBe(`<p>Played ${link}&nbsp;</p>`);
  });
  it('appends the link when there is no mention', () => {
    expect(insertCourseLink('<p>Great day</p>', course)).toBe(`<p>Great day ${link}&nbsp;</p>`);
    expect(insertCourseLink('', course)).toBe(`<p>${link}&nbsp;</p>`);
  });
});
