import { COMMENT_MENTION } from '@bgc/shared';
import { escapeHtml } from '../post-dialog/course-mention.js';

/**
 * `@member` mentions (NOTIF-009 type 3) as text: in a comment (plain text)
 * a mention is written `@[Name](id)`, which the server reads (`commentMentionIds`) and the
 * comment view shows as a profile link; in a discussion (rich text) it is a link to
 * `/profiles/{id}` (`htmlMentionIds`), inserted by the editor's suggestions.
 */

/** Shortest and longest term looked up after '@'. */
export const MEMBER_MENTION_MIN_CHARS = 2;
const MEMBER_MENTION_MAX_CHARS = 40;

/** A member chosen from the suggestions. */
export interface MentionedMember {
  id: number;
  name: string;
}

/** '@term' right before the caret: '@' at the start or after white space, no '@', '[' or newline. */
const MENTION_BEFORE_CARET = new RegExp(
  `(^|\\s)@([^\\s@\\[\\]()][^@\\[\\]()\\n]{0,${MEMBER_MENTION_MAX_CHARS - 1}})$`,
);

/** Where an '@term' being typed sits in a plain text: `[start, end)` of '@term' and the term. */
export interface MentionAtCaret {
  start: number;
  end: number;
  term: string;
}

/**
 * The '@term' typed right before `caret` in a comment (plain text), or null when there is none
 * or the term is shorter than 2 characters. A finished mention (`@[Name](id)`) is not one.
 */
export function mentionAtCaret(text: string, caret: number): MentionAtCaret | null {
  const before = text.slice(0, Math.max(0, Math.min(caret, text.length)));
  const match = MENTION_BEFORE_CARET.exec(before);
  if (!match) return null;
  const term = match[2]!.trimEnd();
  if (term.length < MEMBER_MENTION_MIN_CHARS) return null;
  const start = before.length - match[0].length + match[1]!.length;
  return { start, end: before.length, term };
}

/** A member's name as it may stand inside `@[…]` (no brackets, no newline, ≤ 80 characters). */
function mentionName(name: string): string {
  return (
    name
      .replace(/[[\]\n\r]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || '?'
  );
}

/**
 * Replaces the '@term' at `at` in the comment field with `@Name ` (the field shows names, never
 * the stored `@[Name](id)`: decision 037) and returns the new text and the caret position after
 * the inserted space. `commentForSending` writes the chosen members back as `@[Name](id)`.
 */
export function insertCommentMention(
  text: string,
  at: MentionAtCaret,
  member: MentionedMember,
): { text: string; caret: number } {
  const token = `@${mentionName(member.name)} `;
  const after = text.slice(at.end).replace(/^ /, '');
  return { text: `${text.slice(0, at.start)}${token}${after}`, caret: at.start + token.length };
}

/**
 * A stored comment as the field shows it for editing (decision 037): each `@[Name](id)` becomes
 * `@Name`, and `members` lists them so that `commentForSending` can write them back.
 */
export function commentForEditing(stored: string): { text: string; members: MentionedMember[] } {
  const members: MentionedMember[] = [];
  const text = stored.replace(COMMENT_MENTION, (_all, name: string, id: string) => {
    members.push({ id: Number(id), name });
    return `@${name}`;
  });
  return { text, members };
}

/**
 * The field's text as stored: each `@Name` of a member chosen in the field (or kept from the
 * edited comment) becomes `@[Name](id)`, the longest names first, a name only where no letter or
 * digit follows it. Other '@' words stay as typed.
 */
export function commentForSending(text: string, members: readonly MentionedMember[]): string {
  const byName = new Map<string, MentionedMember>();
  for (const m of members) byName.set(mentionName(m.name), m);
  if (byName.size === 0) return text;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`@(${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return text.replace(pattern, (_all, name: string) => {
    const member = byName.get(name)!;
    return `@[${name}](${member.id})`;
  });
}

/** How many distinct members a comment mentions (the server notifies at most MENTIONS_MAX). */
export function countCommentMentions(text: string): number {
  return new Set([...text.matchAll(COMMENT_MENTION)].map((m) => m[2])).size;
}

/** The link a mentioned member becomes in a discussion: '@Name' to their profile. */
export function memberLinkHtml(member: MentionedMember): string {
  return `<a href="/profiles/${member.id}">@${escapeHtml(member.name)}</a>`;
}

/**
 * The `sx` every option of a mention suggestion list starts from (members after '@', courses
 * after '#'): an icon or avatar and a name on one line, padded, with a pointer cursor.
 */
export const mentionOptionSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 1,
  py: 0.75,
  borderRadius: 1,
  cursor: 'pointer',
} as const;
