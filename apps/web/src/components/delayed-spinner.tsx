import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { SPINNER_DELAY_MS, SPINNER_MAX_PX, SPINNER_TIMEOUT_MS } from '@bgc/shared';

export interface DelayedSpinnerProps {
  /** Diameter in px, capped at 150 (SHELL-029). */
  size?: number;
  /** Height (CSS) of the reserved area, so the layout does not jump when content arrives. */
  minHeight?: number | string;
}

/**
 * Loading spinner that appears only after 100 ms (SHELL-028) and ends by itself
 * after 20 s (SHELL-030). The area it sits in is reserved from the first frame.
 */
export function DelayedSpinner({ size = 48, minHeight = 160 }: DelayedSpinnerProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const [phase, setPhase] = useState<'waiting' | 'spinning' | 'done'>('waiting');
  useEffect(() => {
    const show = window.setTimeout(() => setPhase('spinning'), SPINNER_DELAY_MS);
    const stop = window.setTimeout(() => setPhase('done'), SPINNER_TIMEOUT_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(stop);
    };
  }, []);
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      {phase === 'spinning' && (
        <CircularProgress
          size={Math.min(size, SPINNER_MAX_PX)}
          aria-label={t('loading', { defaultValue: 'Loading…' })}
        />
      )}
    </Box>
  );
}
