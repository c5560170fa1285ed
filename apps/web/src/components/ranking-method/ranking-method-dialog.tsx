import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import {
  RANKING_POPULARITY_WEIGHT,
  RANKING_PRIOR_WEIGHT,
  RANKING_PROVISIONAL_BELOW,
  RANKING_RATING_WEIGHT,
} from '@bgc/shared';
import { FormulaBlock } from './formula-block.js';
import { NotabilityMethod } from './notability-method.js';

/** D-05 formulas; mathematical notation, the same in every language. */
const FORMULAS: Readonly<Record<string, string>> = {
  collect: 'N = Σ reviewCount    R = Σ (reviewCount · rating) / N',
  shrink: `B = (N · R + m · C) / (N + m),   m = ${RANKING_PRIOR_WEIGHT}`,
  popularity: 'P = log₁₀(1 + N + Σ followerCount) / max',
  score: `point = 100 · (${RANKING_RATING_WEIGHT} · B / 5 + ${RANKING_POPULARITY_WEIGHT} · P)`,
};

const STEPS = ['collect', 'shrink', 'popularity', 'score', 'ranks', 'provisional'] as const;

export interface RankingMethodDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * HOME-010 / HOME-011 / D-05: the ranking methodology — ratings, review counts and
 * follower counts from several platforms, each weighted by its reviews; shrinkage
 * toward the mean (m = 50); log-scaled popularity; point = 100·(0.8·B/5 + 0.2·P);
 * ranks per world/zone/country/state; provisional under 10 reviews; demo figures (D-06)
 * anchored on the championship facts (decision 009).
 */
export function RankingMethodDialog({ open, onClose }: RankingMethodDialogProps) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="ranking-method-title"
      scroll="paper"
    >
      <DialogTitle id="ranking-method-title" sx={{ pr: 7, fontWeight: 800 }}>
        {t('method.title')}
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers tabIndex={0}>
        <Typography sx={{ mb: 2.5 }}>{t('method.intro')}</Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', counterReset: 'step' }}>
          {STEPS.map((step) => (
            <Box
              component="li"
              key={step}
              sx={{
                position: 'relative',
                pl: 6,
                pb: 2.5,
                counterIncrement: 'step',
                '&::before': {
                  content: 'counter(step)',
                  position: 'absolute',
                  left: 0,
                  top: 0,
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  fontSize: 14,
                },
              }}
            >
              <Typography variant="h3" component="h3" sx={{ fontSize: 16, mb: 0.5, pt: 0.5 }}>
                {t(`method.${step}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`method.${step}.text`, {
                  m: RANKING_PRIOR_WEIGHT,
                  min: RANKING_PROVISIONAL_BELOW,
                })}
              </Typography>
              {FORMULAS[step] && (
                <FormulaBlock formula={FORMULAS[step]} sx={{ maxWidth: '100%' }} />
              )}
            </Box>
          ))}
        </Box>
        <NotabilityMethod />
        <Alert severity="info" variant="outlined">
          {t('method.demo')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" disableElevation>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
