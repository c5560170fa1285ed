import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@bgc/shared';
import { Eyebrow } from '../../components/page-text.js';

/** The auth screens framed by the layout; each names its catalog keys (`login.title`, …). */
export type AuthScreen = 'login' | 'forgot' | 'reset' | 'register';

/** The line under the card: a sentence and a link to the other auth screen. */
const FOOTERS: Partial<Record<AuthScreen, { text: string; link: string; to: string }>> = {
  login: { text: 'login.noAccount', link: 'login.register', to: paths.static('register') },
  forgot: { text: 'forgot.remembered', link: 'forgot.toLogin', to: paths.login() },
  register: { text: 'register.haveAccount', link: 'register.toLogin', to: paths.login() },
};

export interface AuthLayoutProps {
  /** The screen: its eyebrow, h1 and subtitle are `<screen>.eyebrow|title|subtitle` of 'auth'. */
  screen: AuthScreen;
  /** Card width in px (forms 460, the registration wizard 640). */
  width?: number;
  children: ReactNode;
}

/**
 * The frame of the auth screens: a card on a soft green background, with a thin brand strip,
 * an eyebrow, the h1 and a subtitle, and under the card the link to the other auth screen
 * (login ↔ register, forgot → login). Full width with tight padding on a phone.
 */
export function AuthLayout({ screen, width = 460, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  const eyebrow = t(`${screen}.eyebrow`);
  const subtitle = t(`${screen}.subtitle`);
  const footer = FOOTERS[screen];
  return (
    <Box
      sx={{
        mx: { xs: -2, sm: 0 },
        my: { xs: -2, sm: 0 },
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 6 },
        minHeight: { xs: 'calc(100vh - 56px)', sm: '62vh' },
        borderRadius: { xs: 0, sm: 4 },
        background:
          'radial-gradient(circle at 15% 0%, rgba(31,122,67,0.16), transparent 55%), radial-gradient(circle at 90% 100%, rgba(180,83,9,0.08), transparent 50%), #eef3ee',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
      }}
    >
      <Card
        component="section"
        sx={{
          width: '100%',
          maxWidth: width,
          borderRadius: 3,
          overflow: 'hidden',
          boxShadow: '0 12px 32px rgba(11,58,31,0.10)',
        }}
      >
        <Box
          sx={{ height: 5, background: 'linear-gradient(90deg, #14532d, #1f7a43 60%, #b45309)' }}
        />
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          {eyebrow && <Eyebrow sx={{ fontSize: 12, mb: 0.5 }}>{eyebrow}</Eyebrow>}
          <Typography variant="h1" sx={{ fontSize: { xs: 26, sm: 30 }, color: 'primary.dark' }}>
            {t(`${screen}.title`)}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </CardContent>
      </Card>
      {footer && (
        <Box sx={{ mt: 2.5, width: '100%', maxWidth: width, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {t(footer.text)}{' '}
            <Link component={RouterLink} to={footer.to} sx={{ fontWeight: 700 }}>
              {t(footer.link)}
            </Link>
          </Typography>
        </Box>
      )}
    </Box>
  );
}
