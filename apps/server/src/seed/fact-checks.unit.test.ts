import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { defaultCoursesFile, readCourseCsv } from './course-import.js';
import { defaultCorrectionsFile } from './shipped-corrections.js';
import { shippedDataFile } from './shipped-data.js';
import { suspiciousFacts } from './fact-checks.js';

/** Decision 034: the check of wrong facts, on the REAL shipped rows and corrections. */
const csv = readCourseCsv(defaultCoursesFile());
const flagged = suspiciousFacts(
  csv.map((r) => ({
    sourceId: r.source_id,
    name: r.name,
    city: r.city || null,
    website: r.website || null,
  })),
);
const corrections = JSON.parse(readFileSync(defaultCorrectionsFile()!, 'utf8')) as {
  locations: Array<{ sourceId: string; city?: string }>;
  facts: Array<{ sourceId: string; website?: string }>;
  checked: Array<{ sourceId: string; field: string }>;
};
const named = (name: string, country: string) =>
  csv.find((r) => r.name === name && r.country_code === country)!.source_id;

describe('suspicious facts (decision 034)', () => {
  it("flags Muirfield's town 'Muirfield' and Augusta's newspaper website", () => {
    expect(flagged).toContainEqual({
      sourceId: named('Muirfield', 'GB'),
      field: 'city',
      reason: 'city_is_course_name',
    });
    expect(flagged).toContainEqual({
      sourceId: named('Augusta National Golf Club', 'US'),
      field: 'website',
      reason: 'website_is_town_site',
    });
  });

  it('every flagged fact of a course with championship facts is corrected or reviewed', () => {
    const facts = parse<{ source_id: string }>(
      readFileSync(shippedDataFile('course-facts.csv', 'Facts'), 'utf8'),
      {
        columns: true,
      },
    );
    const famous = new Set(facts.map((f) => f.source_id));
    const handled = new Set([
      ...corrections.locations.filter((l) => l.city).map((l) => `${l.sourceId}|city`),
      ...corrections.facts.filter((f) => f.website).map((f) => `${f.sourceId}|website`),
      ...corrections.checked.map((c) => `${c.sourceId}|${c.field}`),
    ]);
    const open = flagged
      .filter((f) => famous.has(f.sourceId))
      .filter((f) => !handled.has(`${f.sourceId}|${f.field}`));
    expect(open).toEqual([]);
  });
});
