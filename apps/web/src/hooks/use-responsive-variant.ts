import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import { useHydrated } from '../lib/hydration.js';

/** Which side of the breakpoint a variant is for: below it (phones) or from it up. */
export type ResponsiveSide = 'below' | 'above';

export interface ResponsiveVariant {
  /** Whether to render the variant for `side` now. */
  show: (side: ResponsiveSide) => boolean;
  /** The `sx` that shows the variant only on its side of the breakpoint while both render. */
  sx: (side: ResponsiveSide, display?: string) => { display?: Record<string, string> };
}

/**
 * A phone layout and a wider one that agree between the server's HTML and the hydrating render
 * (the header does the same with its measured row). The server cannot know the
 * screen, so until hydrated both variants render and CSS breakpoints show one; hydrated, the
 * media query decides and only the matching variant renders, with no visible change. A page
 * that picked one variant by `useMediaQuery` alone served phones the wide layout and switched
 * after the scripts ran: a layout shift (CLS 0.68 on the newsfeed) or a hydration mismatch.
 *
 * @param breakpoint the theme breakpoint the layouts switch at ('sm' 600 px, 'md' 1024 px).
 */
export function useResponsiveVariant(breakpoint: Breakpoint): ResponsiveVariant {
  const theme = useTheme();
  const hydrated = useHydrated();
  const below = useMediaQuery(theme.breakpoints.down(breakpoint));
  return {
    show: (side) => !hydrated || (side === 'below') === below,
    sx: (side, display = 'block') =>
      hydrated
        ? {}
        : {
            display:
              side === 'below'
                ? { xs: display, [breakpoint]: 'none' }
                : { xs: 'none', [breakpoint]: display },
          },
  };
}
