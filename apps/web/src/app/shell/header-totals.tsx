import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { useHomeTotals } from '../../components/site-queries.js';
import { numberFormat } from '../../lib/intl-formats.js';

/**
 * SHELL-012 / HOME-006: "31,155 golf courses · 168 countries". The defaults show
 * from the first frame, so the server totals replace them without layout shift.
 */
export function HeaderTotals({ color = 'inherit' }: { color?: string }) {
  const { t, i18n } = useTranslation('common');
  const totals = useHomeTotals();
  const fmt = numberFormat(i18n.resolvedLanguage ?? 'en');
  const strong = (
    <Box component="strong" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }} />
  );
  return (
    <Typography variant="body2" component="p" sx={{ color, m: 0, whiteSpace: 'nowrap' }}>
      <Trans
        t={t}
        i18nKey="totals.courses"
        values={{ n: fmt.format(totals.totalCourse) }}
        components={{ b: strong }}
      />
      <Box component="span" aria-hidden sx={{ mx: 1, opacity: 0.6 }}>
        ·
      </Box>
      <Trans
        t={t}
        i18nKey="totals.countries"
        values={{ n: fmt.format(totals.totalCountry) }}
        components={{ b: strong }}
      />
    </Typography>
  );
}
