import { describe, expect, it } from 'vitest';
import { htmlLinks, rewriteLinks } from './html-links.js';

/** Decision 049: the links of stored rich text, read and renamed. */
describe('htmlLinks / rewriteLinks (decision 049)', () => {
  const stored =
    '<p>Played <a href="/top-golf-courses-united-kingdom/dunluce-links-golf-course.html" target="_blank" rel="nofollow ugc noopener">Dunluce Links</a>&nbsp;and <a href="https://example.com/x" target="_blank" rel="nofollow ugc noopener">Golf &amp; Country</a> <a href="/y"><strong>bold</strong></a></p>';

  it('reads each link whole, entities and all; null text when it holds markup', () => {
    expect(htmlLinks(stored)).toEqual([
      {
        href: '/top-golf-courses-united-kingdom/dunluce-links-golf-course.html',
        text: 'Dunluce Links',
      },
      { href: 'https://example.com/x', text: 'Golf &amp; Country' },
      { href: '/y', text: null },
    ]);
  });

  it('renames only the links it is asked to, escaping the new text', () => {
    const out = rewriteLinks(stored, (link) =>
      link.text === 'Dunluce Links'
        ? {
            href: '/top-golf-courses-united-kingdom/royal-portrush-dunluce-links-golf-course.html',
            text: 'Royal Portrush Golf Club – Dunluce Links & Co <b>',
          }
        : null,
    );
    expect(out).toBe(
      '<p>Played <a href="/top-golf-courses-united-kingdom/royal-portrush-dunluce-links-golf-course.html" target="_blank" rel="nofollow ugc noopener">Royal Portrush Golf Club – Dunluce Links &amp; Co &lt;b&gt;</a>\u00a0and <a href="https://example.com/x" target="_blank" rel="nofollow ugc noopener">Golf &amp; Country</a> <a href="/y"><strong>bold</strong></a></p>',
    );
  });

  it('gives back the stored text untouched when nothing is renamed', () => {
    expect(rewriteLinks(stored, () => null)).toBe(stored);
  });

  it('replaces a text split by entities once', () => {
    const html = '<p><a href="/c">A &amp; B</a></p>';
    expect(rewriteLinks(html, () => ({ href: '/d', text: 'C' }))).toBe('<p><a href="/d">C</a></p>');
  });
});
