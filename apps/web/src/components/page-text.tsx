import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { withSx } from '../lib/with-sx.js';

interface TextProps {
  children: ReactNode;
  /** Added to (and overriding) the piece's own look: margins, colour, size. */
  sx?: SxProps<Theme>;
}

/**
 * The eyebrow above a page or card title (the about page, the home hero, the sign-in card): a
 * small `<p>` in bold spaced capitals, 13 px, in the secondary colour unless `sx` says otherwise.
 */
export function Eyebrow({ children, sx }: TextProps) {
  return (
    <Typography
      component="p"
      sx={withSx(
        {
          fontSize: 13,
          fontWeight: 800,
          letterSpacing: '0.14em',
          textTransform: 'uppercase',
          color: 'secondary.main',
        },
        sx,
      )}
    >
      {children}
    </Typography>
  );
}

/**
 * The h1 of a guest page (about, services, partnership) and the lead paragraph under it, 17 px
 * on phones and 19 px from `sm`, in the secondary text colour. `titleSx` sets the h1's size and
 * margins, `leadSx` the lead's.
 */
export function PageTitleLead({
  title,
  lead,
  titleSx,
  leadSx,
}: {
  title: ReactNode;
  lead: ReactNode;
  titleSx?: SxProps<Theme>;
  leadSx?: SxProps<Theme>;
}) {
  return (
    <>
      <Typography variant="h1" sx={withSx({ lineHeight: 1.15 }, titleSx)}>
        {title}
      </Typography>
      <Typography sx={withSx({ fontSize: { xs: 17, sm: 19 }, color: 'text.secondary' }, leadSx)}>
        {lead}
      </Typography>
    </>
  );
}
