import sanitizeHtml from 'sanitize-html';

/**
 * D-10: every stored rich text goes through this allow-list (TipTap output: INPUT-011 allows
 * heading level 3 only). Scripts, event handlers, styles and foreign images are dropped; links
 * get `rel="noopener noreferrer nofollow"`; images must come from our own `/media/` folder.
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
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      }),
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !/^\/media\/[A-Za-z0-9/_.-]+$/.test(frame.attribs.src ?? '')) ||
      // INPUT-011: empty paragraphs are removed
      (frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length),
  });
  return hasVisibleContent(clean) ? clean.trim() : '';
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
