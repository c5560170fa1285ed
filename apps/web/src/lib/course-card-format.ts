/**
 * Display helpers of a course card (place line, avatar initials), shared by the ranking and
 * course pages (pure, unit tested).
 */

/**
 * RANK-004: the "state and city" line of a card: `city, state`, either one alone, or null
 * when both are missing. A city equal to its state is shown once.
 */
export function placeLine(state: string | null, city: string | null): string | null {
  const s = state?.trim() ?? '';
  const c = city?.trim() ?? '';
  if (s && c) return s.toLocaleLowerCase() === c.toLocaleLowerCase() ? c : `${c}, ${s}`;
  return c || s || null;
}

/** Up to two initials of a name, for an avatar placeholder ('Golf de Chantilly' -> 'GC'). */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-–—'’.,&()/]+/u)
    .filter(
      (w) => w.length > 0 && !/^(de|du|des|la|le|les|of|the|and|el|del|di|von|der|y)$/iu.test(w),
    );
  const letters = (words.length > 0 ? words : [name.trim()])
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('');
  return letters.toLocaleUpperCase();
}
