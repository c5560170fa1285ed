/**
 * D-16 / decision 034: the names golfers use. A club (facility) holds one or more courses; a
 * course's display name is built here, once, for the server (cards, course page, SEO title,
 * JSON-LD, sitemap, search, mentions) and the SPA (the club's other courses).
 */

/** The separator between club and course in a display name (an en dash with spaces). */
export const CLUB_COURSE_SEPARATOR = ' – ';

const CLUB_WORDS =
  /\b(golf club|country club|golf (?:&|and) country club|golf links|links|club|golf resort|resort|golf course|golf|cc|gc)\b/i;
const COURSE_WORDS =
  /\b(course|courses|nine|nines|links|holes?|loop|track|layout|cancha|parcours|platz|kurs|par 3|par-3)\b/i;
const NOT_A_COURSE_PART =
  /\b(pitch|putt|closed|private|abandoned|public|disused|former|proposed|nsw|sa|victoria|tasmania|queensland)\b/i;
const SMALL_WORDS = new Set(['of', 'at', 'and', 'the', 'on', 'in', 'by', 'de', 'du', 'la', 'le']);
const ROMAN = /^(ii|iii|iv|vi|vii|viii|ix|xi|xii)$/i;

/** Words that alone never name a course a golfer can place ('Old Course', 'East', 'Championship'). */
const GENERIC_WORDS = new Set([
  'the',
  'old',
  'new',
  'main',
  'east',
  'west',
  'north',
  'south',
  'central',
  'center',
  'centre',
  'upper',
  'lower',
  'front',
  'back',
  'championship',
  'classic',
  'executive',
  'course',
  'links',
  'nine',
  'holes',
  'hole',
  'red',
  'blue',
  'white',
  'gold',
  'green',
  'yellow',
  'black',
  'lake',
  'lakes',
  'valley',
  'hills',
  'ridge',
  'short',
  'long',
  'par',
  '3',
  '9',
  '18',
  '1',
  '2',
  '3',
  '4',
  'no',
  'number',
  'one',
  'two',
  'three',
  'i',
  'ii',
  'iii',
]);

/**
 * True when a course name alone is generic ('Old Course', 'East', 'Championship Course',
 * 'Front Nine'): every word is a direction, an age, a colour, a number or a course word.
 */
export function isGenericCourseName(name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => GENERIC_WORDS.has(w));
}

/**
 * Word order and case of a source name, fixed: a trailing ', The' or ' The' moves to the front
 * ('Country Club The' → 'The Country Club'), small words inside an all-capitalised name are
 * lowered ('Golf Club Of Estrella' → 'Golf Club of Estrella'), Roman numerals upper-cased
 * ('Fazio Ii' → 'Fazio II'). Names in other scripts pass unchanged.
 */
export function tidyName(name: string): string {
  let text = name.replace(/\s+/g, ' ').trim();
  const trailing = /^(.+?),? The$/i.exec(text);
  if (trailing?.[1] && !/^the /i.test(trailing[1])) text = `The ${trailing[1]}`;
  const words = text.split(' ');
  const titleCased = words.every((w) => !/^\p{Ll}/u.test(w));
  return words
    .map((w, i) => {
      if (ROMAN.test(w)) return w.toUpperCase();
      if (titleCased && i > 0 && SMALL_WORDS.has(w.toLowerCase()) && w.length > 1)
        return w.toLowerCase();
      return w;
    })
    .join(' ');
}

/** A course part read from a name: 'East' → 'East Course'; 'Front Nine', 'Dunluce Links' as is. */
export function courseLabelOf(part: string): string {
  const label = tidyName(part);
  return COURSE_WORDS.test(label) ? label : `${label} Course`;
}

/** What the name shapes of a source name say: the club's name and the course's, or nothing. */
export interface NameShape {
  club: string;
  course: string;
}

/**
 * Decision 034 rule 1: the club and course read from a source name's shape, or null.
 * - 'X At Y' where Y names a club and X does not ('East At Merion Golf Club');
 * - 'Y (X)' where X names a course part ('Golden Eagle Golf Course (North Course)');
 * - 'Y The X' and 'Y X Course' where Y ends with a club word ('Indian Wells Country Club The
 *   Classic Course', 'Bella Collina Towne Golf Club Carnoustie Course').
 * Club names come back tidied ('Country Club The' → 'The Country Club').
 */
export function splitCourseName(sourceName: string): NameShape | null {
  const name = sourceName.replace(/\s+/g, ' ').trim();
  const at = /^(.+?) [Aa]t (.+)$/.exec(name);
  if (at?.[1] && at[2] && CLUB_WORDS.test(at[2]) && !CLUB_WORDS.test(at[1].replace(/links/i, '')))
    return { club: tidyName(at[2]), course: courseLabelOf(at[1]) };
  const paren = /^(.+?) \(([^()]+)\)$/.exec(name);
  if (paren?.[1] && paren[2] && COURSE_WORDS.test(paren[2]) && !NOT_A_COURSE_PART.test(paren[2]))
    return { club: tidyName(paren[1]), course: courseLabelOf(paren[2]) };
  const clubThe =
    /^(.+ (?:Golf Club|Country Club|Golf (?:&|And|and) Country Club|Resort|Club)) The (.+)$/.exec(
      name,
    );
  if (clubThe?.[1] && clubThe[2])
    return { club: tidyName(clubThe[1]), course: courseLabelOf(`The ${clubThe[2]}`) };
  const clubCourse =
    /^(.+ (?:Golf Club|Country Club|Golf (?:&|And|and) Country Club|Resort)) (.+ Course)$/.exec(
      name,
    );
  if (clubCourse?.[1] && clubCourse[2] && !/^golf course$/i.test(clubCourse[2]))
    return { club: tidyName(clubCourse[1]), course: tidyName(clubCourse[2]) };
  return null;
}

/**
 * D-16: the one display name of a course. `clubName` null: the course stands alone and reads
 * as its own tidied name. In a club: 'Club – Course' when the club has several courses or the
 * course's own name is generic, else the club's name alone; a club's own row (no `courseLabel`)
 * is the club's name. `clubCourseCount` counts every row of the club, its own row included, so
 * two rows of one club never share a name.
 */
export function courseDisplayName(input: {
  sourceName: string;
  clubName: string | null;
  courseLabel: string | null;
  clubCourseCount: number;
}): string {
  if (input.clubName === null) return tidyName(input.sourceName);
  if (input.courseLabel === null) return input.clubName;
  if (input.clubCourseCount > 1 || isGenericCourseName(input.courseLabel))
    return `${input.clubName}${CLUB_COURSE_SEPARATOR}${input.courseLabel}`;
  return input.clubName;
}

/** A display name in its two parts: the club and, after the separator, the course (or null). */
export interface DisplayNameParts {
  club: string;
  course: string | null;
}

/**
 * D-16: a display name made by `courseDisplayName` split back at its first separator, so a
 * list can show the club on one line and the course below it ('Royal Portrush Golf Club –
 * Dunluce Links' → club 'Royal Portrush Golf Club', course 'Dunluce Links'). A name without the
 * separator (a course standing alone, a club's own row) is all club, course null; so is a name
 * with nothing on one side of the separator.
 */
export function displayNameParts(name: string): DisplayNameParts {
  const at = name.indexOf(CLUB_COURSE_SEPARATOR);
  if (at < 0) return { club: name, course: null };
  const club = name.slice(0, at).trim();
  const course = name.slice(at + CLUB_COURSE_SEPARATOR.length).trim();
  return club && course ? { club, course } : { club: name, course: null };
}
