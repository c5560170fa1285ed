/** One CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break; null is empty. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file's text from its header and rows (RFC 4180 cells, '\n' line ends, final newline). */
export function csvText(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return `${[header.join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\n')}\n`;
}
