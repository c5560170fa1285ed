/** Whole percent of an upload, null while the size is unknown. */
export function uploadPercent(entry: { loaded: number; total: number }): number | null {
  if (entry.total <= 0) return null;
  return Math.min(100, Math.floor((entry.loaded * 100) / entry.total));
}
