import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { apiSuite } from '../../../test/suite.js';

/** HOME-009: BGC's social accounts come from configuration. */
const suite = apiSuite();

describe('GET /api/client-config: social accounts (HOME-009)', () => {
  it('gives the configured account URLs and empty strings for the others', async () => {
    const res = await suite.app.inject({ url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(json<ClientConfig>(res).social).toEqual({
      facebook: 'https://www.facebook.com/bestgolfcourses',
      instagram: '',
      youtube: '',
      x: '',
      linkedin: '',
    });
  });

  it('accepts only http(s) URLs in SOCIAL_*_URL, and nothing by default', () => {
    expect(loadConfig({}).SOCIAL_YOUTUBE_URL).toBe('');
    expect(loadConfig({ SOCIAL_X_URL: ' https://x.com/bgc ' }).SOCIAL_X_URL).toBe(
      'https://x.com/bgc',
    );
    for (const bad of ['javascript:alert(1)', 'ftp://example.com', 'facebook.com/bgc'])
      expect(() => loadConfig({ SOCIAL_INSTAGRAM_URL: bad }), bad).toThrow(/SOCIAL_INSTAGRAM_URL/);
  });
});
