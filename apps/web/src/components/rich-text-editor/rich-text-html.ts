/**
 * Pure helpers of the rich-text editor (INPUT-011), kept apart from TipTap so that they
 * are cheap to import and to test.
 */

/** A paragraph whose content is only whitespace, `&nbsp;` or `<br>` tags. */
const EMPTY_PARAGRAPH = /<p(?:\s[^>]*)?>(?:\s|&nbsp;|&#160;|\u00a0|<br\s*\/?>)*<\/p>/gi;

/**
 * Removes empty paragraphs (`<p></p>`, `<p><br></p>`, `<p>&nbsp;</p>`, with or without
 * attributes) from editor HTML (INPUT-011). A document with nothing but empty paragraphs
 * becomes ''.
 */
export function stripEmptyParagraphs(html: string): string {
  return html.replace(EMPTY_PARAGRAPH, '').trim();
}

/**
 * True when rich-text HTML shows nothing: no text once the tags are removed and no image.
 * Used for the "not updated" states (COURSE-015) and the required-field checks.
 */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\s/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, '')
    .trim();
  return text.length === 0;
}

/**
 * Normalises a link typed in the editor's link dialog: trims it, and adds `https://` when it
 * has no scheme ('example.com' → 'https://example.com'). Returns '' for an empty entry (the
 * caller then removes the link). Only http(s) and mailto links are kept; anything else
 * (`javascript:` …) gives ''.
 */
export function normaliseLink(input: string): string {
  const value = input.trim();
  if (!value) return '';
  if (/^mailto:/i.test(value)) return value;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:]+:\d/.test(value)) return '';
  return `https://${value.replace(/^\/+/, '')}`;
}
