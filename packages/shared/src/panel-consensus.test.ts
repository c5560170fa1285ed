import { describe, expect, it } from 'vitest';
import {
  evidenceNotability,
  evidenceScore,
  panelAppearanceWeight,
  PANEL_NATIONAL_SCOPE_WEIGHT,
} from './panel-consensus.js';

const LATEST = 2024;
const world = (edition: number, position: number | null) => ({
  listScope: 'world',
  edition,
  position,
});

describe('panel consensus notability (decision 035)', () => {
  it('weighs a world list above a national one, recent above old, high above low', () => {
    const top = panelAppearanceWeight(world(2024, 1), LATEST);
    expect(panelAppearanceWeight({ ...world(2024, 1), listScope: 'US' }, LATEST)).toBeCloseTo(
      top * PANEL_NATIONAL_SCOPE_WEIGHT,
    );
    expect(panelAppearanceWeight(world(2014, 1), LATEST)).toBeCloseTo(top / 2);
    expect(panelAppearanceWeight(world(2024, 80), LATEST)).toBeLessThan(top);
    expect(panelAppearanceWeight(world(2024, 100), LATEST)).toBeGreaterThan(0);
    expect(panelAppearanceWeight(world(2024, null), LATEST)).toBeLessThan(
      panelAppearanceWeight(world(2024, 50), LATEST),
    );
  });
  it('is 0 without evidence and grows with appearances and championships', () => {
    expect(evidenceNotability({ appearances: [], events: [] }, LATEST)).toBe(0);
    const one = { appearances: [world(2023, 20)], events: [] };
    const two = { appearances: [world(2023, 20), world(2021, 25)], events: [] };
    expect(evidenceScore(two, LATEST)).toBeGreaterThan(evidenceScore(one, LATEST));
    const venue = {
      ...one,
      events: [{ event: 'U.S. Open', kind: 'men_major' as const, editions: 1 }],
    };
    expect(evidenceNotability(venue, LATEST)).toBeGreaterThan(evidenceNotability(one, LATEST));
    expect(evidenceNotability(venue, LATEST)).toBeLessThan(1);
  });
  it('makes three world-list appearances outweigh one major championship', () => {
    const listed = { appearances: [world(2019, 60), world(2021, 70), world(2023, 80)], events: [] };
    const venue = {
      appearances: [],
      events: [{ event: 'U.S. Open', kind: 'men_major' as const, editions: 3 }],
    };
    expect(evidenceScore(listed, LATEST)).toBeGreaterThan(evidenceScore(venue, LATEST));
  });
});
