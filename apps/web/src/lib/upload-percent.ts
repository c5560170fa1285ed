/** Whole percent of an upload, null while the size is unknown. */
export function uploadPercent(entry: { loaded: number; total: number }): number | null {
  if (entry.total <= 0) return null;
  return Math.min(100, Math.floor((entry.loaded * 100) / entry.total));
}

/**
 * Where an upload stands: `preparing` until the browser knows the body's size, `sending` while
 * bytes leave (a percentage and a Cancel button), `processing` once every byte is out and the
 * server reads, checks and stores them until it answers (decision 044).
 */
export function uploadPhase(entry: {
  loaded: number;
  total: number;
  sent: boolean;
}): 'preparing' | 'sending' | 'processing' {
  if (entry.sent || (entry.total > 0 && entry.loaded >= entry.total)) return 'processing';
  return entry.total > 0 ? 'sending' : 'preparing';
}
