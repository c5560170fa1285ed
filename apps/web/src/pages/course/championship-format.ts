/**
 * a list of championship years as short runs, e.g. [1934, 1935, 1936, 1946] →
 * '1934–1936, 1946'. Runs of three or more consecutive years are joined with an en dash.
 */
export function formatYears(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k += 1) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts.join(', ');
}

/** The i18n key of an event name in the `facts` namespace (letters only). */
export function eventKey(event: string): string {
  return event.replace(/[^A-Za-z]/g, '');
}

/** The host name of a source page, without 'www.', for the link label. */
export function sourceSite(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
