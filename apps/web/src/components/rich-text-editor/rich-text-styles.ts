import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Typography of rich-text HTML (INPUT-011 output: h3, p, strong, em, u, s, a, ul, ol, li,
 * blockquote, br, img), shared by the editor surface and the read-only view so that what a
 * course admin types looks like what visitors read.
 */
export const richTextSx: SxProps<Theme> = {
  typography: 'body1',
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& h3': { typography: 'h6', fontWeight: 700, mt: 2.5, mb: 1 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li > p': { my: 0.25 },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& blockquote': {
    borderLeft: 4,
    borderColor: 'divider',
    color: 'text.secondary',
    mx: 0,
    my: 1.5,
    pl: 2,
  },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1, display: 'block', my: 1 },
};
