import { describe, expect, it } from 'vitest';
import { courseLinkHtml, insertCourseLink, trailingMention } from './course-mention.js';

const course = { id: 3, name: 'Golf & Co', slug: 'golf-co', countrySlug: 'france' };
const link = '<a href="/top-golf-courses-france/golf-co-golf-course.html">Golf &amp; Co</a>';

describe('trailingMention (POST-022)', () => {
  it.each([
    {
      what: "reads the term typed after '@' at the end",
      html: '<p>Played @pebb</p>',
      term: 'pebb',
    },
    { what: 'reads a term with spaces', html: '<p>@le golf nat</p>', term: 'le golf nat' },
    {
      what: 'reads a term in a list',
      html: '<ul><li><p>At @St Andr</p></li></ul>',
      term: 'St Andr',
    },
    { what: 'ignores a short term', html: '<p>Hi @p</p>', term: null },
    { what: 'ignores an e-mail address', html: '<p>mail me@golf.com</p>', term: null },
    { what: 'ignores text after the mention', html: '<p>@pebble</p><p>later</p>', term: null },
    { what: 'ignores an empty text', html: '', term: null },
  ])('$what', ({ html, term }) => {
    expect(trailingMention(html)).toBe(term);
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
