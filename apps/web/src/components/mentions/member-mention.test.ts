import { describe, expect, it } from 'vitest';
import { commentMentionIds, htmlMentionIds, splitCommentMentions } from '@bgc/shared';
import {
  countCommentMentions,
  commentForEditing,
  commentForSending,
  insertCommentMention,
  memberLinkHtml,
  mentionAtCaret,
} from './member-mention.js';

describe('mentionAtCaret (NOTIF-009 type 3)', () => {
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
  it('shows @Name in the field and sends @[Name](id) that the server and the view read back', () => {
    const text = 'Great shot @ad';
    const at = mentionAtCaret(text, text.length)!;
    const ada = { id: 42, name: 'Ada Lovelace' };
    const out = insertCommentMention(text, at, ada);
    expect(out.text).toBe('Great shot @Ada Lovelace ');
    expect(out.caret).toBe(out.text.length);
    const sent = commentForSending(out.text, [ada]);
    expect(sent).toBe('Great shot @[Ada Lovelace](42) ');
    expect(commentMentionIds(sent)).toEqual([42]);
    expect(splitCommentMentions(sent)).toEqual([
      { text: 'Great shot ' },
      { mention: { id: 42, name: 'Ada Lovelace' } },
      { text: ' ' },
    ]);
  });
  it('keeps the text after the caret and cleans names that would break the syntax', () => {
    const text = 'hi @bo how are you';
    const at = mentionAtCaret(text, 6)!;
    const out = insertCommentMention(text, at, { id: 7, name: 'Bob [The] Builder\n' });
    expect(out.text).toBe('hi @Bob The Builder how are you');
    const sent = commentForSending(out.text, [{ id: 7, name: 'Bob [The] Builder\n' }]);
    expect(sent).toBe('hi @[Bob The Builder](7) how are you');
    expect(commentMentionIds(sent)).toEqual([7]);
    expect(countCommentMentions(`${sent} @[Bob](7) @[Ann](8)`)).toBe(2);
  });
});

describe('memberLinkHtml', () => {
  it('links to the profile, escaped, and the server reads the id', () => {
    const html = memberLinkHtml({ id: 9, name: 'Tom "Tiger" <W>' });
    expect(html).toBe('<a href="/profiles/9">@Tom &quot;Tiger&quot; &lt;W&gt;</a>');
    expect(htmlMentionIds(`<p>Hello ${html}</p>`)).toEqual([9]);
  });
});

describe('editing a comment with mentions (decision 037)', () => {
  it('shows @Name, not the stored markup, and writes it back unchanged', () => {
    const stored = 'Thanks @[Ada Lovelace](42) and @[Ada](7)! mail me @home';
    const edit = commentForEditing(stored);
    expect(edit.text).toBe('Thanks @Ada Lovelace and @Ada! mail me @home');
    expect(edit.members).toEqual([
      { id: 42, name: 'Ada Lovelace' },
      { id: 7, name: 'Ada' },
    ]);
    expect(commentForSending(edit.text, edit.members)).toBe(stored);
  });
  it('leaves a name that runs on into a longer word as typed', () => {
    expect(commentForSending('@Adam says hi', [{ id: 7, name: 'Ada' }])).toBe('@Adam says hi');
  });
});
