import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.js';
import { CONFIG_DOCS, renderConfigTable, withConfigTable } from './config-docs.js';

const readmePath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');

describe("the README's configuration table (style.md §14)", () => {
  it('documents every variable of the config schema once, and no other', () => {
    const documented = CONFIG_DOCS.flatMap((doc) => doc.names);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('gives one default per name, or one for the whole group', () => {
    for (const doc of CONFIG_DOCS) {
      const defaults = doc.default.split(/,\s+(?=`|—|\w)/).length;
      expect([1, doc.names.length], doc.names.join(', ')).toContain(defaults);
    }
  });

  it('is the rendered table in README.md (run `npm run docs:config` after a change)', () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(withConfigTable(readme)).toBe(readme);
    expect(readme).toContain(renderConfigTable());
  });
});
