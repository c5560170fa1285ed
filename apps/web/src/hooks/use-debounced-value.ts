import { useEffect, useState } from 'react';

/**
 * Returns `value` once it has stopped changing for `delayMs` milliseconds
 * (SRCH-006: the autocomplete waits `AUTOCOMPLETE_DEBOUNCE_MS` = 1000 ms).
 * The first render returns `initial` (default: `value` itself) at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
