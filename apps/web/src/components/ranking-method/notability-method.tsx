import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CHAMPIONSHIP_SHARE,
  EVENT_KINDS,
  EVIDENCE_SCALE,
  NOTABILITY_EVENT_WEIGHTS,
  NOTABILITY_KIND_WEIGHTS,
  PANEL_HALF_LIFE_YEARS,
  PANEL_NATIONAL_SCOPE_WEIGHT,
  PANEL_PLACE_FLOOR,
  PANEL_PLACE_TOP,
  PANEL_PLACE_UNNUMBERED,
  PANEL_WEIGHT,
  PANEL_WORLD_SCOPE_WEIGHT,
} from '@bgc/shared';
import { FormulaBlock } from './formula-block.js';
import { numberFormat } from '../../lib/intl-formats.js';

/** Decision 035's formula with the constants the server uses. */
const FORMULA = [
  'a = scope · recency · place',
  `S = ${PANEL_WEIGHT} · Σ a + ${CHAMPIONSHIP_SHARE} · Σ weight · √editions`,
  `notability n = 1 − exp(−S / ${EVIDENCE_SCALE})`,
].join('\n');

/**
 * D-06 / decisions 035 and 036: how the demo platform figures are anchored on real evidence —
 * the weight of a panel-ranking appearance (scope, recency, place), the weights per kind of
 * championship, and the notability formula; courses without evidence get no figures.
 */
export function NotabilityMethod() {
  const { t, i18n } = useTranslation('facts');
  const num = numberFormat(i18n.language, { maximumFractionDigits: 2 });
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
        {t('method.text')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
        {t('method.panelTitle')}
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 0.5, pl: 3 }}>
        <Typography component="li" variant="body2">
          {t('method.panelScope', {
            world: num.format(PANEL_WORLD_SCOPE_WEIGHT),
            national: num.format(PANEL_NATIONAL_SCOPE_WEIGHT),
          })}
        </Typography>
        <Typography component="li" variant="body2">
          {t('method.panelRecency', { years: PANEL_HALF_LIFE_YEARS })}
        </Typography>
        <Typography component="li" variant="body2">
          {t('method.panelPlace', {
            top: num.format(PANEL_PLACE_TOP),
            floor: num.format(PANEL_PLACE_FLOOR),
            unnumbered: num.format(PANEL_PLACE_UNNUMBERED),
          })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('method.panelCombine', { share: num.format(CHAMPIONSHIP_SHARE) })}
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
