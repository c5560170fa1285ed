/**
 * The `sx` of a row whose items sit at both ends and wrap when the line is too narrow (a
 * heading with its actions, a tab bar with its buttons), vertically centred; spread first into
 * the row's own `sx` (`sx={{ ...spreadRowSx, gap: 1, mb: 2 }}`).
 */
export const spreadRowSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
} as const;
