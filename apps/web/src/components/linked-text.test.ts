import { describe, expect, it } from 'vitest';
import { linkParts } from './linked-text.js';

describe('links in a member’s plain text (decision 037)', () => {
  it('cuts web addresses out of the text, with a scheme', () => {
    expect(linkParts('See https://golf.example/x?a=1, or www.club.fr now')).toEqual([
      { text: 'See ' },
      { href: 'https://golf.example/x?a=1', text: 'https://golf.example/x?a=1' },
      { text: ', or ' },
      { href: 'http://www.club.fr', text: 'www.club.fr' },
      { text: ' now' },
    ]);
  });
  it('leaves plain words and e-mail addresses as text', () => {
    expect(linkParts('par 72, mail me at a@b.fr')).toEqual([{ text: 'par 72, mail me at a@b.fr' }]);
  });
});
