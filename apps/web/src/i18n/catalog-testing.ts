import { readFileSync, readdirSync } from 'node:fs';

/**
 * Test helpers over the catalog files (docs/style.md §12), read from disk: a catalog flattened to
 * `dotted.key -> text`, and the namespaces that exist.
 */
type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The catalog `locales/{lang}/{ns}.json`, flattened. */
export function loadCatalog(lang: string, ns: string): Map<string, string> {
  const url = new URL(`./locales/${lang}/${ns}.json`, import.meta.url);
  return flatten(JSON.parse(readFileSync(url, 'utf8')) as Catalog);
}

/** Every namespace of the English catalogs (the source of keys). */
export function catalogNamespaces(): string[] {
  return readdirSync(new URL('./locales/en/', import.meta.url))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** `{{placeholders}}` and `<tags>` of a text, sorted. */
export const markers = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();
