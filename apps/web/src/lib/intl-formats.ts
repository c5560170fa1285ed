/**
 * `Intl` formatters kept per locale and options. Building one costs 25–95 µs in Node and far
 * more on a phone, and lists format in every row on every render (ranking scores, post dates,
 * star ratings, the header's totals); a formatter never changes once built, so one per locale and
 * options serves every call, on the server's renders as in the browser. Each function takes the
 * arguments of its `Intl` constructor and answers what `new Intl.…(locales, options)` would:
 * a locale or option `Intl` rejects throws the same `RangeError`, and nothing is kept for it.
 */

/**
 * Kept formatters. Their keys come from the code (options) and the six UI languages; a bound
 * guards against anything else.
 */
const kept = new Map<string, object>();
const MAX_KEPT = 500;

function keep<T extends object>(
  kind: string,
  locales: string | readonly string[] | undefined,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${String(locales)}|${options === undefined ? '' : JSON.stringify(options)}`;
  const found = kept.get(key);
  if (found) return found as T;
  const made = make();
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, made);
  return made;
}

/** `new Intl.NumberFormat(locales, options)`, kept. */
export function numberFormat(
  locales?: string | readonly string[],
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return keep('number', locales, options, () => new Intl.NumberFormat(locales, options));
}

/** `new Intl.DateTimeFormat(locales, options)`, kept. */
export function dateTimeFormat(
  locales?: string | readonly string[],
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return keep('date', locales, options, () => new Intl.DateTimeFormat(locales, options));
}

/** `new Intl.RelativeTimeFormat(locales, options)`, kept. */
export function relativeTimeFormat(
  locales?: string | readonly string[],
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return keep('relative', locales, options, () => new Intl.RelativeTimeFormat(locales, options));
}

/** `new Intl.DisplayNames(locales, options)`, kept. */
export function displayNames(
  locales: string | readonly string[],
  options: Intl.DisplayNamesOptions,
): Intl.DisplayNames {
  return keep('names', locales, options, () => new Intl.DisplayNames(locales, options));
}

/**
 * Builds the number format of `locale` (as `numberFormat(locale)`), ahead of any render. Decision
 * 081: a page's first `Intl` object starts the browser's ICU (73–176 ms at 4× CPU slowdown in
 * Chromium, whatever its kind; the kinds built after it cost 0.1–15 ms), which otherwise fell
 * inside one slice of the hydration (the header's totals). Called in a task of its own while the
 * page waits for its texts and route.
 */
export function startIntl(locale: string): void {
  try {
    numberFormat(locale);
  } catch {
    // a locale Intl rejects: the renders that use it report it themselves
  }
}
