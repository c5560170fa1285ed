/**
 * what a row of the course dataset is. The dataset's build already dropped most
 * non-courses by name; the rest (pitch & putt, driving ranges, mini golf, indoor studios) stay
 * searchable as what they are but are kept out of every ranking. Rules, first match wins:
 *
 * 1. `mini_golf`: mini / crazy / adventure golf, putt-putt, putting gardens or courses, putter
 *    golf (パターゴルフ), or a total par below 3 per hole (no real hole is a par 2).
 * 2. `other`: foot golf (not Winged Foot Golf Club), disc golf, 'pitch & kick'.
 * 3. `indoor`: indoor golf, simulators, screen golf (스크린), golf studios.
 * 4. `pitch_and_putt`: 'pitch & putt' in any spelling ('pitch and putt', 'pitch n putt',
 *    'pitch&put', 'pitch en putt', 'chip & putt', 'chip n putt').
 * 5. `driving_range`: practice areas and putting / chipping greens; or `driving_range`: a range name ('driving range', 'golf range', 'golfing range', 'practice
 *    range', 'GolfRange', 'The Range …', Spanish-style 'Driving …', 練習場 / 练习场 / 연습장)
 *    when the name does not also name a course
 *    ('golf course', 'course', 'club', 'link(s)', 'country club', 'holes', 'Loch', 'par 3',
 *    '… Golf and Driving Range'):
 *    'Sandfield Golf Course and Driving Range' stays a course, 'Old Joe's Golfing Range' does not.
 * 6. otherwise `course` (par-3 and executive courses are golf courses).
 */
import type { CourseKind } from '@bgc/shared';

export type { CourseKind };

const MINI =
  /\b(mini[\s-]?golf|minigolf|crazy[\s-]*golf|adventure[\s-]*golf|putt[\s-]?putt|putting[\s-]*(garden|golf|course))\b|パターゴルフ|ミニゴルフ/iu;
const OTHER =
  /(?<!winged\s)\b(foot[\s-]?golf|disc[\s-]?golf|frisbee[\s-]?golf|pitch\s*(&|and|n)\s*kick)\b/iu;
const INDOOR =
  /\b(indoor[\s-]*golf|golf[\s-]*simulator|simulator|screen[\s-]*golf|golf[\s-]*studio)\b|스크린|시뮬레이/iu;
const PITCH_PUTT = /\b(pitch|chip)\s*(&|and|-and-|n'?|'n'?|en|-)?\s*putt?\b/iu;
const RANGE =
  /\b(driving|golf(ing)?|practice|super|ultimate|test\s*drive)[\s-]*range\b|\bgolfrange\b|^the\s+range\b|\bdriving\b(?!\s*club)|練習場|练习场|연습장/iu;
const PRACTICE =
  /\bpractice\s*(area|ground|facility)\b|\b(putting|chipping)(\s*(&|and)\s*chipping)?\s*green\b/iu;
const NAMES_A_COURSE =
  /\bgolf\s*(&|and)\s*driving\s*range\b|\b(golf\s*course|course|club|links?|country\s*club|holes?|loch|kurs|par[\s-]?3|par\s*three)\b|golfclub|golfklub/iu;

/** Input of {@link classifyCourse}: the dataset's name, hole count and total par (or null). */
export interface CourseKindInput {
  name: string;
  holes: number | null;
  par: number | null;
}

/** the kind of a dataset row by the rules above (pure, deterministic). */
export function classifyCourse(input: CourseKindInput): CourseKind {
  const name = input.name.normalize('NFC');
  if (MINI.test(name)) return 'mini_golf';
  if (input.holes !== null && input.par !== null && input.holes > 0 && input.par < 3 * input.holes)
    return 'mini_golf';
  if (OTHER.test(name)) return 'other';
  if (INDOOR.test(name)) return 'indoor';
  if (PITCH_PUTT.test(name)) return 'pitch_and_putt';
  if (PRACTICE.test(name)) return 'driving_range';
  if (RANGE.test(name) && !NAMES_A_COURSE.test(name)) return 'driving_range';
  return 'course';
}
