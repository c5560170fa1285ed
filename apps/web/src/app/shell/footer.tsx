import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OpenDataAttribution } from '../../components/open-data-attribution.js';
import { SocialLinks } from '../../components/social-links.js';
import { footerPages } from './available-pages.js';
import { SHELL_MAX_WIDTH } from './header.js';
import { Logo } from './logo.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';

/** The country switcher (a select field) loads after the first paint: it is below the fold. */
const EditionSwitcher = lazyWithPreload(
  () => import('./edition-switcher.js'),
  (m) => m.EditionSwitcher,
);

const heading = {
  fontSize: 13,
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  mb: 1.5,
} as const;

/**
 * Footer (SHELL-018..022): brand and social links, the links of the screens that
 * exist (SHELL-019; 'Golf courses' = top 10 worldwide, SHELL-020), the required
 * open-data attribution (ODbL), the copyright line with the current year and the country
 * edition switcher (SHELL-021, shown when editions are configured).
 */
export function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#0b3a1f', color: 'rgba(255,255,255,0.92)', mt: 6, '--bgc-focus': '#fde68a' }}
    >
      <Container maxWidth={false} sx={{ maxWidth: SHELL_MAX_WIDTH, py: { xs: 4, sm: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr', md: '4fr 3fr 5fr' },
            '& > :first-of-type': { gridColumn: { sm: '1 / -1', md: 'auto' } },
          }}
        >
          <div>
            <Box sx={{ color: '#fff' }}>
              <Logo />
            </Box>
            <Typography variant="body2" sx={{ mt: 1.5, maxWidth: 340, color: 'inherit' }}>
              {t('footer.tagline')}
            </Typography>
            <Box sx={{ mt: 1, ml: -1 }}>
              <SocialLinks />
            </Box>
          </div>
          <div>
            <Typography component="h2" sx={heading}>
              {t('footer.explore')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {footerPages().map((page) => (
                <li key={page.id}>
                  <Link
                    component={RouterLink}
                    to={page.to}
                    color="inherit"
                    underline="hover"
                    variant="body2"
                  >
                    {t(page.id === 'golfCourses' ? 'footer.golfCoursesTop10' : `nav.${page.id}`)}
                  </Link>
                </li>
              ))}
            </Stack>
          </div>
          <div>
            <Typography component="h2" sx={heading}>
              {t('footer.openData')}
            </Typography>
            <OpenDataAttribution color="inherit" />
          </div>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            borderTop: '1px solid rgba(255,255,255,0.18)',
            mt: 3,
            pt: 3,
            alignItems: { sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ color: 'inherit' }}>
            {t('footer.copyright', { year })}
          </Typography>
          {/* SHELL-021 / I18N-006 */}
          <Suspense fallback={null}>
            <EditionSwitcher.Component />
          </Suspense>
        </Stack>
      </Container>
    </Box>
  );
}
