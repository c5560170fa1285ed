import { describe, expect, it } from 'vitest';
import { isRichTextEmpty, normaliseLink, stripEmptyParagraphs } from './rich-text-html.js';

describe('stripEmptyParagraphs (INPUT-011)', () => {
  it('removes empty, <br> and &nbsp; paragraphs and keeps the others', () => {
    expect(
      stripEmptyParagraphs('<p></p><h3>Title</h3><p><br></p><p>Text</p><p>&nbsp; </p><p> </p>'),
    ).toBe('<h3>Title</h3><p>Text</p>');
  });

  it('removes paragraphs with attributes and self-closing breaks', () => {
    expect(stripEmptyParagraphs('<p class="x"><br/></p><p>a</p><p style="a"><br /></p>')).toBe(
      '<p>a</p>',
    );
  });

  it('keeps paragraphs holding inline content', () => {
    expect(stripEmptyParagraphs('<p><strong>b</strong></p><p><img src="/media/a.jpg"></p>')).toBe(
      '<p><strong>b</strong></p><p><img src="/media/a.jpg"></p>',
    );
  });

  it('gives an empty string for an empty document', () => {
    expect(stripEmptyParagraphs('<p></p>')).toBe('');
    expect(stripEmptyParagraphs('')).toBe('');
  });
});

describe('isRichTextEmpty', () => {
  it.each([
    { html: null, empty: true },
    { html: undefined, empty: true },
    { html: '', empty: true },
    { html: '<p> </p><h3></h3><p>&nbsp;</p>', empty: true },
    { html: '<p>Hi</p>', empty: false },
    { html: '<p><img src="/media/x.jpg"></p>', empty: false },
  ])(
    'is true for nothing, empty tags and spaces, false with text or an image: $html',
    ({ html, empty }) => {
      expect(isRichTextEmpty(html)).toBe(empty);
    },
  );
});

describe('normaliseLink', () => {
  it.each([
    [' example.com/a ', 'https://example.com/a'],
    ['http://a.b', 'http://a.b'],
    ['HTTPS://a.b', 'HTTPS://a.b'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['localhost:8080/x', 'https://localhost:8080/x'],
  ])('adds https:// to bare hosts and keeps http(s)/mailto: %j → %j', (link, kept) => {
    expect(normaliseLink(link)).toBe(kept);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '   '])(
    'refuses other schemes and gives "" for an empty entry: %j',
    (link) => {
      expect(normaliseLink(link)).toBe('');
    },
  );
});
