import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { COOKIE_CONSENT_ATTRIBUTE, paths } from '@bgc/shared';

export interface CookieBannerProps {
  onAccept: () => void;
  onDismiss: () => void;
}

/**
 * COOKIE-001 / OPEN-057: the bottom sheet shown on every page until consent exists;
 * `useCookieConsent` (cookie-banner.ts) decides. In the served HTML too: the head script marks
 * `<html>` with COOKIE_CONSENT_ATTRIBUTE where consent exists, and this sheet is then hidden
 * before the first paint.
 */
export function CookieBanner({ onAccept, onDismiss }: CookieBannerProps) {
  const { t } = useTranslation('common');
  return (
    <Paper
      component="section"
      aria-labelledby="cookie-banner-title"
      elevation={8}
      square
      sx={{
        [`[${COOKIE_CONSENT_ATTRIBUTE}] &`]: { display: 'none' },
        borderTop: 3,
        borderColor: 'primary.main',
        px: { xs: 2, sm: 3 },
        py: { xs: 2, sm: 2.5 },
      }}
    >
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          display: 'flex',
          gap: { xs: 1.5, sm: 3 },
          alignItems: { sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          position: 'relative',
        }}
      >
        <Box sx={{ flex: 1, pr: { xs: 5, sm: 0 } }}>
          <Typography
            id="cookie-banner-title"
            component="h2"
            sx={{ fontWeight: 800, fontSize: 16, mb: 0.5 }}
          >
            {t('cookie.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cookie.text')} {/* LEGAL-002: the cookie policy is legal.html */}
            <Link component={RouterLink} to={paths.static('legal')} sx={{ fontWeight: 600 }}>
              {t('cookie.policy')}
            </Link>
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" onClick={onDismiss} sx={{ flex: { xs: 1, sm: 'none' } }}>
            {t('cookie.refuse')}
          </Button>
          <Button
            variant="contained"
            onClick={onAccept}
            disableElevation
            sx={{ flex: { xs: 1, sm: 'none' }, px: 3 }}
          >
            {t('cookie.accept')}
          </Button>
        </Stack>
        <IconButton
          aria-label={t('cookie.close')}
          onClick={onDismiss}
          size="small"
          sx={{ position: { xs: 'absolute', sm: 'static' }, top: -4, right: -4 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  );
}
