import { paths } from '@bgc/shared';
import type { PostCourseRef } from './post-form-model.js';

/**
 * Course tagging in the post editor (POST-022, POST-029): typing '@' and a term at the end of
 * the text offers courses; choosing one replaces '@term' with a link to the course page.
 * Pure string work over the editor's HTML, so it needs no editor plug-in.
 */

/** Shortest term searched after '@'. */
export const MENTION_MIN_CHARS = 2;
const MENTION_MAX_CHARS = 40;

/** Closing tags (and white space) at the very end of editor HTML. */
const TRAILING_CLOSERS = /(?:\s*<\/[a-z0-9]+>)*\s*$/i;
const MENTION_AT_END = new RegExp(`(^|[\\s>(])@([^\\s@<>&][^@<>&]{0,${MENTION_MAX_CHARS - 1}})$`);

/**
 * The term typed after an '@' at the end of the editor's text ('<p>Hi @pebb</p>' → 'pebb'),
 * or null when the text does not end with such a mention (or the term is shorter than 2).
 * The '@' must start the text or follow a space or a tag, so e-mail addresses do not count.
 */
export function trailingMention(html: string): string | null {
  const body = html.replace(TRAILING_CLOSERS, '');
  const match = MENTION_AT_END.exec(body);
  const term = match?.[2]?.replace(/\u00a0/g, ' ').trim();
  return term && term.length >= MENTION_MIN_CHARS ? term : null;
}

/** Escapes text for an HTML attribute or element body (the mention links). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The link a tagged course becomes: its name, to its Timeline (courses.home). */
export function courseLinkHtml(course: PostCourseRef): string {
  const href = paths.course(course.countrySlug, course.slug);
  return `<a href="${escapeHtml(href)}">${escapeHtml(course.name)}</a>`;
}

/**
 * Replaces the trailing '@term' of `html` with `linkHtml` followed by a space; when the text
 * no longer ends with a mention, the link is appended to the last paragraph instead.
 */
export function insertMentionLink(html: string, linkHtml: string): string {
  const closers = TRAILING_CLOSERS.exec(html)?.[0] ?? '';
  const body = html.slice(0, html.length - closers.length);
  const link = `${linkHtml}&nbsp;`;
  const match = MENTION_AT_END.exec(body);
  if (match) {
    const start = body.length - match[0].length + (match[1]?.length ?? 0);
    return `${body.slice(0, start)}${link}${closers}`;
  }
  if (!html.trim()) return `<p>${link}</p>`;
  if (/<\/p>\s*$/i.test(html)) return html.replace(/<\/p>\s*$/i, ` ${link}</p>`);
  return `${html}<p>${link}</p>`;
}

/** Replaces the trailing '@term' of `html` with the course link (see `insertMentionLink`). */
export function insertCourseLink(html: string, course: PostCourseRef): string {
  return insertMentionLink(html, courseLinkHtml(course));
}
