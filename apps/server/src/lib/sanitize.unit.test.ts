import { describe, expect, it } from 'vitest';
import { plainText, plainTextLines, sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText (D-10, INPUT-011)', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="alert(1)">Hi<script>alert(2)</script> <a href="javascript:alert(3)">x</a> <img src=x onerror=alert(4)></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('Hi');
  });

  it('keeps h3, turns other headings into h3 and marks links', () => {
    expect(sanitizeRichText('<h1>Title</h1><h3>Sub</h3>')).toBe('<h3>Title</h3><h3>Sub</h3>');
    expect(sanitizeRichText('<p><a href="https://golf.example">site</a></p>')).toBe(
      '<p><a href="https://golf.example" rel="nofollow ugc noopener" target="_blank">site</a></p>',
    );
  });

  it('keeps our own images only and removes empty paragraphs', () => {
    const own = '/media/editor/7/0123456789abcdef01234567.jpg';
    expect(sanitizeRichText(`<p><img src="${own}" alt="a"></p>`)).toBe(
      `<p><img src="${own}" alt="a" /></p>`,
    );
    // INPUT-011: only the shape the server stores; no traversal, no other names
    for (const src of [
      '/media/editor/a1.jpg',
      '/media/../api/x/0123456789abcdef01234567.jpg',
      '/media/editor/7/0123456789abcdef01234567.svg',
      '//evil.example/media/editor/7/0123456789abcdef01234567.jpg',
      'https://evil.example/media/editor/7/0123456789abcdef01234567.jpg',
    ])
      expect(sanitizeRichText(`<p>x<img src="${src}"></p>`), src).toBe('<p>x</p>');
    expect(sanitizeRichText('<p><img src="https://evil.example/a.png"></p><p> </p>')).toBe('');
    expect(sanitizeRichText('<p>a</p><p></p><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('gives the plain text of stored HTML', () => {
    expect(plainText('<h3>A</h3><p>b  <strong>c</strong></p>')).toBe('Ab c');
  });
});

describe('image paths are confined to /media/', () => {
  it('drops traversal, empty and dot segments', () => {
    for (const src of [
      '/media/../data/pglite/base',
      '/media/..',
      '/media/a/../../etc/passwd',
      '/media//evil.example/x.png',
      '/media/./a.jpg',
      '/media/%2e%2e/x.jpg',
      '/media/',
    ]) {
      expect(sanitizeRichText(`<p>t<img src="${src}"></p>`), src).toBe('<p>t</p>');
    }
    expect(sanitizeRichText('<p><img src="/media/posts/0123456789abcdef01234567.jpg"></p>')).toBe(
      '<p><img src="/media/posts/0123456789abcdef01234567.jpg" /></p>',
    );
  });

  it('plainTextLines keeps paragraphs and line breaks, collapses the rest', () => {
    expect(plainTextLines('<p>One  <b>two</b></p><p>Three<br/>four</p>')).toBe(
      'One two\nThree\nfour',
    );
    expect(plainTextLines('a\r\nb\n\n\n\nc  ')).toBe('a\nb\n\nc');
    expect(plainTextLines('<script>x</script>ok')).toBe('ok');
  });
});
