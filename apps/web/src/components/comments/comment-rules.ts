import { COMMENT_PAGE_SIZE, REPLY_FIRST_PAGE_SIZE, type Comment, type Page } from '@bgc/shared';

/**
 * Pure rules of the comments block (CMT-003, CMT-007, OPEN-023), unit-tested in
 * `comment-rules.test.ts`.
 */

/** The parts of a keyboard event the comment input reads. */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** True while an input method (IME) composes text: Enter then picks a candidate. */
  isComposing?: boolean;
}

/**
 * CMT-003: Enter alone sends; Enter with Shift, Ctrl, Alt or Meta does not (a new line), nor
 * does Enter while an IME composes.
 */
export function isSendKey(event: KeyPress): boolean {
  return (
    event.key === 'Enter' &&
    !event.shiftKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.metaKey &&
    !event.isComposing
  );
}

/** CMT-003: the text to send, or null when it is empty (only blanks): nothing is sent. */
export function commentToSend(text: string): string | null {
  const value = text.trim();
  return value ? value : null;
}

/** Page request of a comment list: page from 1 and its size. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** OPEN-023: top-level comments come 10 a page, newest first. */
export function nextCommentPage(last: Page<Comment>): PageRequest | undefined {
  return last.currentPage < last.totalPages && last.list.length > 0
    ? { page: last.currentPage + 1, limit: COMMENT_PAGE_SIZE }
    : undefined;
}

/** OPEN-023: the first page of top-level comments. */
export const FIRST_COMMENT_PAGE: PageRequest = { page: 1, limit: COMMENT_PAGE_SIZE };

/** CMT-007 / OPEN-023: a comment's replies start with 3. */
export const FIRST_REPLY_PAGE: PageRequest = { page: 1, limit: REPLY_FIRST_PAGE_SIZE };

/**
 * CMT-007 / OPEN-023: the 'reply more' request after the loaded reply pages — pages of 10
 * (page 1 of 10 again after the first 3: the 3 it repeats are dropped by `uniqueComments`) —
 * or undefined when every reply is loaded.
 */
export function nextReplyPage(
  pages: ReadonlyArray<Page<Comment>>,
  params: ReadonlyArray<PageRequest>,
): PageRequest | undefined {
  const last = pages.at(-1);
  const lastParam = params.at(-1);
  if (!last || !lastParam || last.list.length === 0) return undefined;
  if (uniqueComments(pages).length >= last.total) return undefined;
  return lastParam.limit === COMMENT_PAGE_SIZE
    ? { page: lastParam.page + 1, limit: COMMENT_PAGE_SIZE }
    : { page: 1, limit: COMMENT_PAGE_SIZE };
}

/** The comments of loaded pages in order, each once (pages may overlap after adds). */
export function uniqueComments(pages: ReadonlyArray<Page<Comment>>): Comment[] {
  const seen = new Set<number>();
  const out: Comment[] = [];
  for (const page of pages) {
    for (const comment of page.list) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      out.push(comment);
    }
  }
  return out;
}
