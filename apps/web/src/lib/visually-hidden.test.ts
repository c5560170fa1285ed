import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { visuallyHidden } from './visually-hidden.js';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('visually hidden style', () => {
  it('is one pixel, never a number MUI reads as a fraction of the parent', () => {
    expect(visuallyHidden.width).toBe('1px');
    expect(visuallyHidden.height).toBe('1px');
    expect(visuallyHidden.position).toBe('absolute');
  });

  it('is the only visually hidden style of the SPA', () => {
    const copies = sourceFiles(SRC)
      .filter((file) => !file.endsWith(path.join('lib', 'visually-hidden.ts')))
      .filter((file) => readFileSync(file, 'utf8').includes("clip: 'rect(0 0 0 0)'"))
      .map((file) => path.relative(SRC, file));
    expect(copies).toEqual([]);
  });
});
