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
  it('is true for nothing, empty tags and spaces', () => {
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty(undefined)).toBe(true);
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty('<p> </p><h3></h3><p>&nbsp;</p>')).toBe(true);
  });

  it('is false with text or an image', () => {
    expect(isRichTextEmpty('<p>Hi</p>')).toBe(false);
    expect(isRichTextEmpty('<p><img src="/media/x.jpg"></p>')).toBe(false);
  });
});

describe('normaliseLink', () => {
  it('adds https:// to bare hosts and keeps http(s)/mailto', () => {
    expect(normaliseLink(' example.com/a ')).toBe('https://example.com/a');
    expect(normaliseLink('http://a.b')).toBe('http://a.b');
    expect(normaliseLink('HTTPS://a.b')).toBe('HTTPS://a.b');
    expect(normaliseLink('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(normaliseLink('localhost:8080/x')).toBe('https://localhost:8080/x');
  });

  it('refuses other schemes and gives "" for an empty entry', () => {
    expect(normaliseLink('javascript:alert(1)')).toBe('');
    expect(normaliseLink('data:text/html,x')).toBe('');
    expect(normaliseLink('   ')).toBe('');
  });
});
