import type { ElementType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Breakpoint, CSSObject } from '@mui/material/styles';
import { useResponsiveVariant, type ResponsiveSide } from '../hooks/use-responsive-variant.js';

export interface ResponsiveOnlyProps {
  /** 'below': under the breakpoint only (phones); 'above': from the breakpoint up. */
  side: ResponsiveSide;
  /** The theme breakpoint ('sm' 600 px, 'md' 1024 px). */
  breakpoint: Breakpoint;
  /** The wrapper's element ('div' by default; 'li' inside a list). */
  component?: ElementType;
  /** The wrapper's CSS display on its side ('block' by default). */
  display?: string;
  /** More style for the wrapper (an object, merged after the breakpoint's display). */
  sx?: CSSObject;
  children: ReactNode;
}

/**
 * Its children on one side of a breakpoint only, in a wrapper, the same in the server's HTML and
 * at hydration (`useResponsiveVariant`). The switch after hydration re-renders
 * this wrapper alone: its children are the parent's elements, unchanged, so a page that holds
 * two variants is not rendered again as a whole right after hydrating.
 */
export function ResponsiveOnly({
  side,
  breakpoint,
  component = 'div',
  display = 'block',
  sx,
  children,
}: ResponsiveOnlyProps) {
  const variant = useResponsiveVariant(breakpoint);
  if (!variant.show(side)) return null;
  return (
    <Box component={component} sx={{ ...variant.sx(side, display), ...sx }}>
      {children}
    </Box>
  );
}
