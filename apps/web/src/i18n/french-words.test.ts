import { describe, expect, it } from 'vitest';
import { catalogNamespaces, loadCatalog } from './catalog-testing.js';

/**
 * Decision 037: French says 'publication', never 'post' (placeholders such as `{{posts}}` aside),
 * and the bell's label agrees with its count ('1 non lue', '2 non lues').
 */
describe('French words', () => {
  it.each(catalogNamespaces())("the '%s' catalog never says 'post'", (ns) => {
    const wrong = [...loadCatalog('fr', ns)]
      .filter(([, text]) => /\bposts?\b/i.test(text.replace(/\{\{\w+\}\}/g, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('counts the unread notifications with plural forms', () => {
    const fr = loadCatalog('fr', 'notifications');
    expect(fr.get('bell.label_one')).toBe('Notifications, {{count}} non lue');
    expect(fr.get('bell.label_other')).toBe('Notifications, {{count}} non lues');
  });
});
