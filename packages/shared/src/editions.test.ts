import { describe, expect, it } from 'vitest';
import { parseEditions } from './editions.js';

describe('parseEditions (I18N-006)', () => {
  it('reads edition=origin pairs in the editions order', () => {
    expect(
      parseEditions(
        ' fr=https://fr.bgc.test/ ,worldwide=https://bgc.test,uk=http://127.0.0.1:8085',
      ),
    ).toEqual([
      { id: 'worldwide', origin: 'https://bgc.test' },
      { id: 'fr', origin: 'https://fr.bgc.test' },
      { id: 'uk', origin: 'http://127.0.0.1:8085' },
    ]);
    expect(parseEditions('')).toEqual([]);
  });

  it('refuses unknown or repeated ids and values that are not bare origins', () => {
    expect(() => parseEditions('us=https://us.bgc.test')).toThrow(/unknown edition 'us'/);
    expect(() => parseEditions('fr=https://a.test,fr=https://b.test')).toThrow(/twice/);
    expect(() => parseEditions('fr=https://fr.bgc.test/path')).toThrow(/bare http/);
    expect(() => parseEditions('fr=javascript:alert(1)')).toThrow(/bare http|not a URL/);
    expect(() => parseEditions('fr')).toThrow(/unknown edition/);
  });
});
