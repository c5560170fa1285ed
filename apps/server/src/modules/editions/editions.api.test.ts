import { describe, expect, it } from 'vitest';
import { json } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { apiSuite } from '../../../test/suite.js';

/** I18N-006: the editions come from EDITIONS only; none configured → no switcher. */
const suite = apiSuite();

describe('GET /api/editions', () => {
  it('is empty when EDITIONS is not set, whatever the Host says (D-14)', async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/api/editions',
      headers: { host: 'fr.evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ editions: [] });
  });

  it('EDITIONS is validated at boot', () => {
    expect(
      loadConfig({ EDITIONS: 'worldwide=https://bgc.test,vn=https://vn.bgc.test' }).EDITIONS,
    ).toEqual([
      { id: 'worldwide', origin: 'https://bgc.test' },
      { id: 'vn', origin: 'https://vn.bgc.test' },
    ]);
    expect(() => loadConfig({ EDITIONS: 'mars=https://mars.bgc.test' })).toThrow(/EDITIONS/);
  });
});
