import type { Recognition } from '@bgc/shared';

/** 'GOLF Magazine Top 100 Courses in the World 2023, #5' (language-neutral: names as printed). */
export function recognitionLabel(r: Recognition): string {
  return `${r.list} ${r.edition}${r.position !== null ? `, #${r.position}` : ''}`;
}

/**
 * Decision 035: the 'Recognised by' facts of a course page for its schema.org `GolfCourse`
 * (a LocalBusiness, hence an Organization with `award`): one award text per list edition, and
 * the cited pages as `subjectOf`. Empty object without appearances.
 */
export function recognitionsJsonLd(recognitions: readonly Recognition[]): Record<string, unknown> {
  if (recognitions.length === 0) return {};
  const pages = [...new Set(recognitions.flatMap((r) => r.sourceUrls))];
  return {
    award: recognitions.map(recognitionLabel),
    subjectOf: pages.map((url) => ({ '@type': 'WebPage', url })),
  };
}
