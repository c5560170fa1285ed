import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { themeOptions } from '../src/app/theme.js';
import { CREATE_THEME_NO_VARS, muiThemeWithoutCssVariables } from './mui-theme-no-vars.js';

const MUI_STYLES = join(
  dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'esm',
  'styles',
);

type Load = (this: { error(message: string): never }, id: string) => string | null;

/** Runs the plugin's load hook for an id, with a build context whose error throws. */
function load(id: string): string | null {
  const hook = muiThemeWithoutCssVariables().load as unknown as Load;
  return hook.call(
    {
      error(message: string): never {
        throw new Error(message);
      },
    },
    id,
  );
}

const work = mkdtempSync(join(tmpdir(), 'bgc-mui-theme-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The replacement module, importable from outside MUI's folder. */
async function replacement(): Promise<(options?: object) => object> {
  const file = join(work, 'createTheme.mjs');
  const noVars = pathToFileURL(join(MUI_STYLES, 'createThemeNoVars.js')).href;
  writeFileSync(file, CREATE_THEME_NO_VARS.replace('./createThemeNoVars.js', noVars));
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    default: (options?: object) => object;
  };
  return mod.default;
}

describe("decision 085: MUI's theme builder without its CSS-variables half", () => {
  it("replaces MUI's createTheme module, and nothing else", () => {
    expect(load(join(MUI_STYLES, 'createTheme.js'))).toBe(CREATE_THEME_NO_VARS);
    expect(load(`${join(MUI_STYLES, 'createTheme.js')}?v=1`)).toBe(CREATE_THEME_NO_VARS);
    expect(load(join(MUI_STYLES, 'createThemeNoVars.js'))).toBeNull();
    expect(load('/app/src/createTheme.js')).toBeNull();
  });

  it("stops the build when MUI's module no longer holds the branch it relies on", () => {
    const changed = join(work, '@mui', 'material', 'esm', 'styles');
    const file = join(changed, 'createTheme.js');
    mkdirSync(changed, { recursive: true });
    writeFileSync(file, 'export default function createTheme(options) { return options; }\n');
    expect(() => load(file)).toThrow(/decision 085 expects/);
  });

  it("builds the same theme as MUI's own createTheme for BGC's options and for none", async () => {
    const noVars = await replacement();
    expect(JSON.stringify(noVars(themeOptions))).toBe(JSON.stringify(createTheme(themeOptions)));
    expect(JSON.stringify(noVars())).toBe(JSON.stringify(createTheme()));
    expect(noVars(themeOptions)).not.toHaveProperty('vars');
  });

  it('refuses, at run time, a theme that asks for CSS variables or colour schemes', async () => {
    const noVars = await replacement();
    expect(() => noVars({ cssVariables: true })).toThrow(/decision 085/);
    expect(() => noVars({ colorSchemes: { dark: true } })).toThrow(/decision 085/);
  });
});
