import { describe, expect, it } from 'vitest';
import { classifyCourse, type CourseKind } from './course-kind.js';

/** Real rows of data/courses.csv.gz (name, holes, par) and the kind they must get. */
const rows: Array<[string, number | null, number | null, CourseKind]> = [
  ["Old Joe's Golfing Range", null, null, 'driving_range'],
  ['Live Oak Pitch Putt Golf Course', 18, 54, 'pitch_and_putt'],
  ['Richmond Pitch And Putt At The Villages Executive Golf Trail', 18, 54, 'pitch_and_putt'],
  ['Alexandra Palace Pitch & Putt', null, null, 'pitch_and_putt'],
  ['Golf Benalmadena Pitch& Putt', null, null, 'pitch_and_putt'],
  ["Canberra International Golf Centre - Pitch 'n' Putt", null, null, 'pitch_and_putt'],
  ["Mitchelstown Pitch n' Put", null, null, 'pitch_and_putt'],
  ['Multi Fun Bussloo - Pitch en Putt', null, null, 'pitch_and_putt'],
  ["Cat Ghaut Chip'n Putt", null, null, 'pitch_and_putt'],
  ['Tara Greens Golf Center Pitch N Putt', null, null, 'pitch_and_putt'],
  ['Eaton Park Pitch & Kick', null, null, 'other'],
  ['GolfRange München-Brunnthal', null, null, 'driving_range'],
  ['Playsport Golf Test Drive Range', null, null, 'driving_range'],
  ['The Range Woodfarm', null, null, 'driving_range'],
  ['Driving Villa Allende', null, null, 'driving_range'],
  ['Super Range Golf', null, null, 'driving_range'],
  ['Country Club Driving Range & Practice Area', null, null, 'driving_range'],
  ['Golf Academy Metropol (Putting & chipping green)', null, null, 'driving_range'],
  ['Hossegor Putting Garden', null, null, 'mini_golf'],
  ['Putting-Golf de Tence', null, null, 'mini_golf'],
  // courses that merely mention a range, a colour or a grange
  ['Sandfield Golf Course and Driving Range', null, null, 'course'],
  ['Frankfield Golf Club & Golf Range', null, null, 'course'],
  ['GolfRange Schwechat (9 Loch Kurs)', null, null, 'course'],
  ['Piedmont Driving Club', 18, 72, 'course'],
  ['Range End Country Club', 18, 71, 'course'],
  ['White Sands Missile Range Golf Course', null, null, 'course'],
  ['Texas Rangers Golf Club', null, null, 'course'],
  ['Wagga Wagga Par 3 & Driving Range', null, null, 'course'],
  ['Piedmont Driving Club Par 3 Course', 9, 27, 'course'],
  ['Grange Golf Club', null, null, 'course'],
  ['Pebble Beach Golf Links', 18, 72, 'course'],
  ['Pine Valley Golf Club Championship', 18, 70, 'course'],
  ['Golfclub Putten', null, null, 'course'],
  ['Winged Foot Golf Club', null, null, 'course'],
  ['Alapaha Golf Link & Driving Range', null, null, 'course'],
  ['Polkemmet Golf and Driving Range', null, null, 'course'],
  ['パターゴルフ場 オリオン', null, null, 'mini_golf'],
  ['IndoorGolf Garmisch', null, null, 'indoor'],
];

describe('classifyCourse', () => {
  it.each(rows)('%s (%s holes, par %s) is %s', (name, holes, par, kind) => {
    expect(classifyCourse({ name, holes, par })).toBe(kind);
  });
  it('treats a par below three a hole as mini golf', () => {
    expect(classifyCourse({ name: 'Fun Park', holes: 18, par: 40 })).toBe('mini_golf');
  });
});
