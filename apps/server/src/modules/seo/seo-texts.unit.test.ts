import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@bgc/shared';
import { SEO_CATALOG_KEYS, SEO_TEXTS, catalogText, fill } from './seo.texts.js';

/**
 * D-13 / I18N-010: the server's titles and descriptions are the SPA catalogs' texts,
 * so what a crawler reads in the served HTML is what the SPA then sets itself.
 */
describe('server SEO texts come from the SPA catalogs (D-13)', () => {
  it.each(UI_LANGUAGES)('%s: every text exists and is filled', (lang) => {
    const texts = SEO_TEXTS[lang];
    for (const [key, ref] of Object.entries(SEO_CATALOG_KEYS)) {
      const text = texts[key as keyof typeof SEO_CATALOG_KEYS];
      expect(text, `${lang} ${key}`).toBe(catalogText(lang, ref));
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      // only the placeholders the service fills
      expect(text.match(/\{(\w+)\}/g) ?? [], `${lang} ${key}`).toSatisfy((names: string[]) =>
        names.every((n) => ['{top}', '{name}'].includes(n)),
      );
    }
    for (const { title, description } of [
      { title: texts.courseTitle, description: texts.courseDescription },
      ...Object.values(texts.courseTabs),
    ]) {
      expect(title).toContain('{course}');
      expect(`${title} ${description}`).not.toMatch(/\{\{|\{name\}/);
    }
  });

  it('gives the world ranking its own sentences, as the SPA does', () => {
    expect(fill(SEO_TEXTS.en.worldTitle, { top: 20 })).toBe('Top 20 best golf courses worldwide');
    expect(fill(SEO_TEXTS.en.rankingTitle, { top: 20, name: 'France' })).toBe(
      'Top 20 best golf courses France',
    );
  });

  it('fails loudly on a catalog key that does not exist', () => {
    expect(() => catalogText('en', 'home:meta.nope')).toThrow(/missing/);
  });
});
