import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  EVENT_KINDS,
  NOTABILITY_EVENT_WEIGHTS,
  NOTABILITY_KIND_WEIGHTS,
  NOTABILITY_SCALE,
} from '@bgc/shared';
import { FormulaBlock } from './formula-block.js';

/** Decision 009 constants shown in the dialog (the server's generator uses the same). */
const VENUE_RATING_FLOOR = 4.35;
const FORMULA = `S = Σ weight · √editions    notability = 1 − exp(−S / ${NOTABILITY_SCALE})`;

/**
 * D-06 / issue 11.2: how the demo platform figures are anchored on the real championship
 * facts — the weights per kind of championship and the notability formula (decision 009).
 */
export function NotabilityMethod() {
  const { t, i18n } = useTranslation('facts');
  const decimals = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 });
  return (
    <Box component="section" aria-labelledby="notability-method-title" sx={{ mb: 2.5 }}>
      <Typography
        id="notability-method-title"
        variant="h3"
        component="h3"
        sx={{ fontSize: 16, mb: 0.5 }}
      >
        {t('method.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('method.text', { floor: decimals.format(VENUE_RATING_FLOOR) })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
        {t('method.weights')}
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 0.5, pl: 3 }}>
        {[...EVENT_KINDS]
          .sort((a, b) => NOTABILITY_KIND_WEIGHTS[b] - NOTABILITY_KIND_WEIGHTS[a])
          .map((kind) => (
            <Typography component="li" variant="body2" key={kind}>
              {t('method.eventWeight', {
                kind: t(`history.kind.${kind}`),
                weight: NOTABILITY_KIND_WEIGHTS[kind],
              })}
            </Typography>
          ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('method.exceptions', {
          pga: NOTABILITY_EVENT_WEIGHTS['PGA Championship'],
          ryder: NOTABILITY_EVENT_WEIGHTS['Ryder Cup'],
          walker: NOTABILITY_EVENT_WEIGHTS['Walker Cup'],
        })}
      </Typography>
      <FormulaBlock formula={FORMULA} />
    </Box>
  );
}
