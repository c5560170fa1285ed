import type { TFunction } from 'i18next';
import type { RankingArea } from './use-ranking-data.js';
import type { RankingRoute } from './ranking-query.js';

/** The visible headings and the meta tags of a ranking page. */
export interface RankingTexts {
  /** h1: RANK-001 on a top route, the alternate heading on an `all` route (OPEN-033). */
  heading: string;
  /** h2 under the main title (OPEN-033); null on an `all` route, whose h1 already says it. */
  subheading: string | null;
  /** RANK-002 / OPEN-034. */
  metaTitle: string;
  metaDescription: string;
}

/**
 * RANK-001..003, OPEN-033, OPEN-034: texts of a ranking page for a loaded area. The h1
 * upper-cases the area name in the UI language; worldwide has its own sentences (no text
 * is built from translated pieces, docs/style.md §12).
 */
export function rankingTexts(
  t: TFunction<'ranking'>,
  language: string,
  route: Pick<RankingRoute, 'top' | 'all'>,
  area: Pick<RankingArea, 'name'>,
): RankingTexts {
  const { top } = route;
  const name = area.name;
  if (name === null) {
    const bestIn = t('world.bestIn');
    return route.all
      ? {
          heading: bestIn,
          subheading: null,
          metaTitle: bestIn,
          metaDescription: t('world.allDescription'),
        }
      : {
          heading: t('world.title', { top }),
          subheading: bestIn,
          metaTitle: t('world.metaTitle', { top }),
          metaDescription: t('world.metaDescription', { top }),
        };
  }
  const bestIn = t('bestIn', { name });
  return route.all
    ? {
        heading: bestIn,
        subheading: null,
        metaTitle: bestIn,
        metaDescription: t('meta.allDescription', { name }),
      }
    : {
        heading: t('title', { top, name: name.toLocaleUpperCase(language) }),
        subheading: bestIn,
        metaTitle: t('meta.title', { top, name }),
        metaDescription: t('meta.description', { top, name }),
      };
}
