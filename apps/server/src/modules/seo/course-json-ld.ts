import type { Championship, CourseDetail } from '@bgc/shared';
import { recognitionsJsonLd } from './course-recognitions.js';

/**
 * the championships of a course as a short, language-neutral list for its
 * description — the three with most editions, e.g. 'The Masters 1934–2025 (89)'.
 */
export function championshipSummary(championships: readonly Championship[]): string {
  return [...championships]
    .sort((a, b) => b.years.length - a.years.length || a.event.localeCompare(b.event))
    .slice(0, 3)
    .map((c) => {
      const first = c.years[0];
      const last = c.years[c.years.length - 1];
      return c.years.length > 1
        ? `${c.event} ${first}–${last} (${c.years.length})`
        : `${c.event} ${first}`;
    })
    .join(', ');
}

/** schema.org GolfCourse of a course page, with its hosted championships as events. */
export function courseJsonLd(course: CourseDetail, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GolfCourse',
    name: course.name,
    url,
    ...(course.website ? { sameAs: course.website } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(course.city ? { addressLocality: course.city } : {}),
      ...(course.state ? { addressRegion: course.state } : {}),
      addressCountry: course.country.code,
    },
    ...(course.latitude !== null && course.longitude !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: course.latitude,
            longitude: course.longitude,
          },
        }
      : {}),
    ...(course.championships.length > 0
      ? {
          event: course.championships.map((c) => ({
            '@type': 'SportsEvent',
            name: `${c.event} ${c.years[c.years.length - 1]}`,
            sport: 'Golf',
            startDate: String(c.years[c.years.length - 1]),
            location: { '@type': 'GolfCourse', name: course.name },
            subjectOf: c.sourceUrls.map((u) => ({ '@type': 'WebPage', url: u })),
          })),
        }
      : {}),
    ...recognitionsJsonLd(course.recognitions),
  };
}
