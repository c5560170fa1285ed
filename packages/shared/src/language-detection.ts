import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './enums.js';

/** I18N-003: host prefixes that select a language; any other prefix is English. */
export const HOST_PREFIX_LANGUAGES: Readonly<Record<string, UiLanguage>> = {
  fr: 'fr',
  vn: 'vi',
  it: 'it',
  de: 'de',
};

/** OPEN-016: development port map (port -> language), used when no host prefix applies. */
export const PORT_LANGUAGES: Readonly<Record<string, UiLanguage>> = {
  '8081': 'fr',
  '8082': 'vi',
  '8083': 'it',
  '8084': 'de',
};

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

export interface LanguageDetectionInput {
  /** Page host name, e.g. 'fr.bestgolfcourses.com' or 'localhost'. */
  hostname: string;
  /** Page port ('' when default). */
  port: string;
  /** The language stored by the switcher, if any. */
  stored: string | null | undefined;
  /** The page's query string (with or without '?'), read for `ln`. */
  search: string;
  /** ROUTE-011: the language of the page's translated path, if it is one (`pathLanguage`). */
  pathLanguage?: UiLanguage | null;
}

/**
 * D-08 / I18N-002: picks the UI language. Order: host prefix (fr, vn, it, de)
 * or port map, then the stored choice, then the `ln` query parameter, then the language of
 * a translated path (ROUTE-011, e.g. a French ranking path), else English.
 * A host with another prefix ('www', 'uk') does not decide by itself: it falls
 * through to the stored choice and `ln`, so Spanish stays reachable (OPEN-071).
 */
export function detectUiLanguage(input: LanguageDetectionInput): UiLanguage {
  const labels = input.hostname.split('.');
  const prefix = labels.length > 2 ? labels[0]!.toLowerCase() : '';
  const byHost = HOST_PREFIX_LANGUAGES[prefix];
  if (byHost) return byHost;
  const byPort = PORT_LANGUAGES[input.port];
  if (byPort) return byPort;
  if (isUiLanguage(input.stored)) return input.stored;
  const ln = new URLSearchParams(input.search).get('ln');
  if (isUiLanguage(ln)) return ln;
  if (input.pathLanguage) return input.pathLanguage;
  return DEFAULT_UI_LANGUAGE;
}

/**
 * Picks the best UI language from an `Accept-Language` header value
 * (quality values honoured, region subtags ignored), else English.
 */
export function pickAcceptLanguage(header: string | undefined | null): UiLanguage {
  if (!header) return DEFAULT_UI_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.toLowerCase().split('-')[0] ?? '',
        quality: Number.isNaN(quality) ? 0 : quality,
        order,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((entry) => entry.lang).find(isUiLanguage) ?? DEFAULT_UI_LANGUAGE;
}
