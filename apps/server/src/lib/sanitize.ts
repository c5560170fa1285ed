import sanitizeHtml from 'sanitize-html';

/**
 * D-10: every stored rich text goes through this allow-list (TipTap output: INPUT-011 allows
 * heading level 3 only). Scripts, event handlers, styles and foreign images are dropped; links
 * get `rel="nofollow ugc noopener"` (user content, decision 037); images must be ones the server stored
 * (`isStoredImageSrc`).
 * Returns '' for text with no visible content.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, {
    allowedTags: [
      'h3',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'img',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // other heading levels become h3 (INPUT-011)
    transformTags: {
      h1: 'h3',
      h2: 'h3',
      h4: 'h3',
      h5: 'h3',
      h6: 'h3',
      a: sanitizeHtml.simpleTransform('a', {
        rel: 'nofollow ugc noopener',
        target: '_blank',
      }),
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' &&
        !(isOwnMediaPath(frame.attribs.src ?? '') && isStoredImageSrc(frame.attribs.src ?? ''))) ||
      // INPUT-011: empty paragraphs are removed
      (frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length),
  });
  return hasVisibleContent(clean) ? clean.trim() : '';
}

/**
 * an `<img src>` must name a file under our own `/media/` folder, written
 * plainly: only [A-Za-z0-9_.-] segments, none of them '.', '..' or empty (so
 * '/media/../data/x', '/media//x' and '/media/a/./b' are dropped), no encoding, no query.
 */
export function isOwnMediaPath(src: string): boolean {
  if (!/^\/media\/[A-Za-z0-9/_.-]+$/.test(src)) return false;
  const segments = src.slice('/media/'.length).split('/');
  return segments.every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

/**
 * INPUT-011: an image path the server itself wrote (`storeImage` in lib/images.ts:
 * `/media/{folder…}/{24 hex}.jpg`, folders of lower-case letters, digits and hyphens), e.g. an
 * editor image `/media/editor/12/3f…a9.jpg`. Anything else (foreign hosts, `..`, other names)
 * is not one of our stored images and is dropped from rich text.
 */
export const STORED_IMAGE_SRC = /^\/media\/(?:[a-z0-9-]+\/)+[0-9a-f]{24}\.jpg$/;

/** True when `src` is an image path of the shape the server stores (see STORED_IMAGE_SRC). */
export function isStoredImageSrc(src: string): boolean {
  return STORED_IMAGE_SRC.test(src);
}

/** True when the HTML shows something: text or an image. */
function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}

/** Plain text of stored HTML (meta descriptions, previews). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/**
 * D-04: plain text of a reported post or comment that keeps its line breaks
 * (paragraphs, `<br>` and newlines of plain comments); spaces within a line collapse, at most
 * one empty line stays between paragraphs. The tags go through sanitize-html like `plainText`.
 */
export function plainTextLines(html: string): string {
  const marked = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote)>/gi, '$&\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
