import { describe, expect, it } from 'vitest';
import data from './map-outline.data.json';
import { parseLine, parseOutline } from './map-outline.js';

describe('map outline (MAP-001 offline context)', () => {
  it('reads lng,lat pairs into Leaflet [lat, lng] order', () => {
    expect(parseLine('2.3,48.9 -1.5,43.5')).toEqual([
      [48.9, 2.3],
      [43.5, -1.5],
    ]);
  });

  it('skips malformed pairs and extra spaces', () => {
    expect(parseLine('  1,2   x,3 4 5,6 ')).toEqual([
      [2, 1],
      [6, 5],
    ]);
  });

  it('parses the generated data: land and borders on the globe, none across it', () => {
    const outline = parseOutline(data);
    expect(outline.land.length).toBeGreaterThan(100);
    expect(outline.borders.length).toBeGreaterThan(100);
    for (const [lat, lng] of outline.land.flat(2)) {
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lng)).toBeLessThanOrEqual(180);
    }
    expect(outline.land.every((polygon) => polygon.every((ring) => ring.length >= 3))).toBe(true);
    // no edge jumps across the antimeridian (it would draw a sliver around the world)
    const jumps = (line: [number, number][]) =>
      line.some((point, i) => i > 0 && Math.abs(point[1] - line[i - 1]![1]) > 180);
    expect(outline.land.flat().filter(jumps)).toEqual([]);
    expect(outline.borders.filter(jumps)).toEqual([]);
  });
});
