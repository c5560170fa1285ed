/**
 * The Italian catalogs (decision 059): path `../locales/<lang>/<namespace>.json` → the loader of
 * that catalog's chunk. A chunk of its own, loaded with the first Italian text, so the entry does
 * not carry the table of every language.
 */
export const catalogs = import.meta.glob<Record<string, unknown>>('../locales/it/*.json');
