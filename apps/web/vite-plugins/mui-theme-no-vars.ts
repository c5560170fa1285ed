import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The module this plugin replaces, as Vite resolves it (ESM build of MUI, any install path). */
const MUI_CREATE_THEME = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/;

/**
 * The lines of MUI's own `createTheme` that make it hand a theme without CSS variables to
 * `createThemeNoVars` unchanged. The replacement is only equivalent while they are there.
 */
const NO_VARS_BRANCH = [
  'cssVariables = false',
  "if (!('colorSchemes' in options)) {",
  'return createThemeNoVars(options, ...args);',
];

/** What the build loads instead: the same call, for the only kind of theme BGC makes. */
export const CREATE_THEME_NO_VARS = `import createThemeNoVars from "./createThemeNoVars.js";
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error("BGC's build carries MUI's theme without CSS variables only (decision 085)");
  }
  return createThemeNoVars(options, ...args);
}
`;

/**
 * Decision 085: MUI's `createTheme` (called by BGC's theme, by `styled`'s default theme and by
 * `Box`) picks between a theme without CSS variables and one with them, so both builders and
 * the CSS-variables machinery land in the entry chunk although BGC never asks for variables or
 * colour schemes. The build loads `@mui/material/esm/styles/createTheme.js` as a direct call of
 * `createThemeNoVars`, which is what MUI's code does for such options. Throws at build time when
 * MUI's module no longer holds the branch this relies on (a MUI upgrade: review 085), and at run
 * time when a theme asks for CSS variables or colour schemes. Build only: the dev server's
 * pre-bundled MUI keeps its own module, with the same result for BGC's theme.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'bgc-mui-theme-no-vars',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!MUI_CREATE_THEME.test(file)) return null;
      const original = readFileSync(file, 'utf8');
      const missing = NO_VARS_BRANCH.filter((line) => !original.includes(line));
      if (missing.length > 0) {
        this.error(
          `MUI's createTheme no longer reads as decision 085 expects (missing: ${missing.join(' | ')})`,
        );
      }
      return CREATE_THEME_NO_VARS;
    },
  };
}
