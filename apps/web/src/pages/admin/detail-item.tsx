import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/**
 * One term of an admin card's `<dl>` (a claim's phone and date, a report's reason, reporter and
 * date): the `<dt>` in the secondary colour and its `<dd>`, both body2. `wrap` breaks long
 * words in the value (free text).
 */
export function DetailItem({
  term,
  wrap = false,
  children,
}: {
  term: string;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={wrap ? { m: 0, overflowWrap: 'anywhere' } : { m: 0 }}
      >
        {children}
      </Typography>
    </>
  );
}
