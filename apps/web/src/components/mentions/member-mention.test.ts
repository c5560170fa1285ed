import { describe, expect, it } from 'vitest';
import { commentMentionIds, htmlMentionIds, splitCommentMentions } from '@bgc/shared';
import {
  countCommentMentions,
  insertCommentMention,
  memberLinkHtml,
  mentionAtCaret,
} from './member-mention.js';

describe('mentionAtCaret (issue 14, NOTIF-009 type 3)', () => {
  it('finds the @term right before the caret', () => {
    expect(mentionAtCaret('Nice round @ad', 14)).toEqual({ start: 11, end: 14, term: 'ad' });
    expect(mentionAtCaret('@Ada Love', 9)).toEqual({ start: 0, end: 9, term: 'Ada Love' });
    // the caret inside the text: only what is before it counts
    expect(mentionAtCaret('hi @ad and more', 6)).toEqual({ start: 3, end: 6, term: 'ad' });
  });
  it('ignores e-mail addresses, short terms, finished mentions and other lines', () => {
    expect(mentionAtCaret('mail ada@example.com', 20)).toBeNull();
    expect(mentionAtCaret('hi @a', 5)).toBeNull();
    expect(mentionAtCaret('hi @[Ada](12)', 13)).toBeNull();
    expect(mentionAtCaret('@ada\nnext line', 14)).toBeNull();
    expect(mentionAtCaret('', 0)).toBeNull();
  });
});

describe('insertCommentMention', () => {
  it('writes @[Name](id) that the server and the comment view read back', () => {
    const text = 'Great shot @ad';
    const at = mentionAtCaret(text, text.length)!;
    const out = insertCommentMention(text, at, { id: 42, name: 'Ada Lovelace' });
    expect(out.text).toBe('Great shot @[Ada Lovelace](42) ');
    expect(out.caret).toBe(out.text.length);
    expect(commentMentionIds(out.text)).toEqual([42]);
    expect(splitCommentMentions(out.text)).toEqual([
      { text: 'Great shot ' },
      { mention: { id: 42, name: 'Ada Lovelace' } },
      { text: ' ' },
    ]);
  });
  it('keeps the text after the caret and cleans names that would break the syntax', () => {
    const text = 'hi @bo how are you';
    const at = mentionAtCaret(text, 6)!;
    const out = insertCommentMention(text, at, { id: 7, name: 'Bob [The] Builder\n' });
    expect(out.text).toBe('hi @[Bob The Builder](7) how are you');
    expect(commentMentionIds(out.text)).toEqual([7]);
    expect(countCommentMentions(`${out.text} @[Bob](7) @[Ann](8)`)).toBe(2);
  });
});

describe('memberLinkHtml', () => {
  it('links to the profile, escaped, and the server reads the id', () => {
    const html = memberLinkHtml({ id: 9, name: 'Tom "Tiger" <W>' });
    expect(html).toBe('<a href="/profiles/9">@Tom &quot;Tiger&quot; &lt;W&gt;</a>');
    expect(htmlMentionIds(`<p>Hello ${html}</p>`)).toEqual([9]);
  });
});
