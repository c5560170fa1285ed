import { describe, expect, it } from 'vitest';
import { commentMentionIds, htmlMentionIds, splitCommentMentions } from '@bgc/shared';
import {
  countCommentMentions,
  insertCommentMention,
  memberLinkHtml,
  mentionAtCaret,
} from './member-mention.js';

describe('mentionAtCaret (issue 14, NOTIF-009 type 3)', () => {
  it.each([
    {
      what: 'a term at the end',
      text: 'Nice round @ad',
      caret: 14,
      found: { start: 11, end: 14, term: 'ad' },
    },
    {
      what: 'a name with a space',
      text: '@Ada Love',
      caret: 9,
      found: { start: 0, end: 9, term: 'Ada Love' },
    },
    // the caret inside the text: only what is before it counts
    {
      what: 'only what is before the caret',
      text: 'hi @ad and more',
      caret: 6,
      found: { start: 3, end: 6, term: 'ad' },
    },
  ])('finds the @term right before the caret: $what', ({ text, caret, found }) => {
    expect(mentionAtCaret(text, caret)).toEqual(found);
  });

  it.each([
    { what: 'an e-mail address', text: 'mail ada@example.com', caret: 20 },
    { what: 'a short term', text: 'hi @a', caret: 5 },
    { what: 'a finished mention', text: 'hi @[Ada](12)', caret: 13 },
    { what: 'another line', text: '@ada\nnext line', caret: 14 },
    { what: 'an empty text', text: '', caret: 0 },
  ])('ignores $what', ({ text, caret }) => {
    expect(mentionAtCaret(text, caret)).toBeNull();
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
