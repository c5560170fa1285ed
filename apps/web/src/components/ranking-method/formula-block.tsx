import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { withSx } from '../../lib/with-sx.js';

/** The look of a formula: a tinted `<code>` block that wraps instead of being clipped. */
const FORMULA_SX = {
  display: 'block',
  mt: 1,
  px: 1.5,
  py: 1,
  borderRadius: 1.5,
  bgcolor: '#eef5f0',
  color: 'primary.dark',
  fontSize: 14,
  // wraps on a phone instead of being clipped
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

/**
 * One formula of the ranking method dialog (D-05 steps, decision 009 notability), shown as a
 * `<code>` block in mathematical notation, the same in every language. `sx` adds to the look.
 */
export function FormulaBlock({ formula, sx }: { formula: string; sx?: SxProps<Theme> }) {
  return (
    <Box component="code" sx={withSx(FORMULA_SX, sx)}>
      {formula}
    </Box>
  );
}
