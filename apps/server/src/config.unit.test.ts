import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('environment validation at boot', () => {
  it('applies the defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      NODE_ENV: 'production',
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO/);
  });
  it('accepts a PostgreSQL URL and boolean flags', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/bgc', SEED_DEMO: 'false' });
    expect(c.DATABASE_URL).toBe('postgres://u:p@127.0.0.1:5432/bgc');
    expect(c.SEED_DEMO).toBe(false);
  });
});
