import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface AuthLayoutProps {
  /** Small upper-case line above the title. */
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  /** One sentence under the title. */
  subtitle?: ReactNode;
  /** Card width in px (forms 460, the registration wizard 640). */
  width?: number;
  /** Content under the card (links to the other auth pages). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the auth screens: a card on a soft green background, with a thin brand strip,
 * an eyebrow, the h1 and a subtitle. Full width with tight padding on a phone.
 */
export function AuthLayout({
  eyebrow,
  title,
  subtitle,
  width = 460,
  footer,
  children,
}: AuthLayoutProps) {
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
          {eyebrow && (
            <Typography
              component="p"
              sx={{
                fontSize: 12,
                fontWeight: 800,
                letterSpacing: '0.14em',
                textTransform: 'uppercase',
                color: 'secondary.main',
                mb: 0.5,
              }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: 26, sm: 30 }, color: 'primary.dark' }}>
            {title}
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
        <Box sx={{ mt: 2.5, width: '100%', maxWidth: width, textAlign: 'center' }}>{footer}</Box>
      )}
    </Box>
  );
}
