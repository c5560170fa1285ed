/**
 * I18N-006..009: the country editions. Each is one origin of the same app; which
 * origins exist comes from the server's EDITIONS setting (edition → origin), so the footer shows
 * a switcher only when some are configured. What an edition changes is in
 * docs/decisions/013-services-legal-editions.md.
 */
export const EDITION_IDS = ['worldwide', 'vn', 'fr', 'au', 'uk'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** The country ranking an edition's home page starts from (null: worldwide). */
export const EDITION_COUNTRY: Readonly<Record<EditionId, string | null>> = {
  worldwide: null,
  vn: 'vietnam',
  fr: 'france',
  au: 'australia',
  uk: 'united-kingdom',
};

/** One configured edition: GET /api/editions. */
export interface Edition {
  id: EditionId;
  /** Origin of the edition, e.g. 'https://fr.bestgolfcourses.com' (no path). */
  origin: string;
}

export function isEditionId(value: string): value is EditionId {
  return (EDITION_IDS as readonly string[]).includes(value);
}

/**
 * Parses the EDITIONS setting: `worldwide=https://bestgolfcourses.com,fr=https://fr.…` into the
 * editions in EDITION_IDS order. Throws with a readable message on an unknown id, a repeated id
 * or a value that is not a bare http(s) origin.
 */
export function parseEditions(value: string): Edition[] {
  const found = new Map<EditionId, string>();
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    const id = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (eq < 1 || !isEditionId(id))
      throw new Error(`unknown edition '${id}' (expected ${EDITION_IDS.join(', ')})`);
    if (found.has(id)) throw new Error(`edition '${id}' is given twice`);
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`edition '${id}': '${raw}' is not a URL`);
    }
    if (
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.origin !== raw.replace(/\/$/, '')
    )
      throw new Error(`edition '${id}': '${raw}' must be a bare http(s) origin`);
    found.set(id, url.origin);
  }
  return EDITION_IDS.filter((id) => found.has(id)).map((id) => ({ id, origin: found.get(id)! }));
}
