/**
 * `npm run docs:config`: writes the README's configuration table from `CONFIG_DOCS`
 * (config-docs.ts), between its markers. The unit test fails until this has been run after a
 * change of the variables or of their rows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withConfigTable } from './config-docs.js';

const readme = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');
writeFileSync(readme, withConfigTable(readFileSync(readme, 'utf8')));
console.log(`configuration table written to ${readme}`);
