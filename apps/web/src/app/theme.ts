import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { BREAKPOINTS } from '@bgc/shared';

/**
 * The MUI theme's options. Breakpoints follow SHELL-031 / CONST-019: 'mobile' is below 600 px,
 * then 1024, 1280 and 1920 (MUI keys sm, md, lg, xl start at those widths). No CSS variables
 * and no colour schemes (decision 085).
 */
export const themeOptions: ThemeOptions = {
  breakpoints: {
    values: {
      xs: 0,
      sm: BREAKPOINTS.xs,
      md: BREAKPOINTS.sm,
      lg: BREAKPOINTS.md,
      xl: BREAKPOINTS.lg,
    },
  },
  palette: {
    primary: { main: '#14532d', light: '#1f7a43', dark: '#0b3a1f', contrastText: '#ffffff' },
    secondary: { main: '#b45309', contrastText: '#ffffff' },
    background: { default: '#f4f6f3', paper: '#ffffff' },
    text: { primary: '#1c2421', secondary: '#4b5550' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 800, letterSpacing: '0.01em' },
    h2: { fontSize: '1.35rem', fontWeight: 700 },
    h3: { fontSize: '1.15rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    // scrollable tabs show their arrows on phones too, so a tab past the
    // edge is never just cut off
    MuiTabs: { defaultProps: { allowScrollButtonsMobile: true } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid #e3e8e4' } },
    },
  },
};

/** The MUI theme built from `themeOptions`. */
export const theme = createTheme(themeOptions);
