import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/test-app.js';
import { helmetHeaders, helmetOptions, tileOrigin } from '../../lib/security-headers.js';

/** security headers on HTML, API, media and flags, error answers included. */
describe('security headers', () => {
  it.each([
    '/',
    '/api/healthz',
    '/api/courses?limit=1',
    '/api/courses?limit=many',
    '/api/no-such-call',
    '/flags/4x3/fr.svg',
    '/media/missing.jpg',
  ])(
    'sends CSP, nosniff, frame-ancestors and Referrer-Policy on %s, HSTS only for https',
    async (url) => {
      const { app } = await testApp();
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain('https://tile.openstreetmap.org');
      expect(csp, url).toContain('frame-src https://www.youtube-nocookie.com');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // decision 031: camera and microphone only for us (video calls), the rest off
      const permissions = String(res.headers['permissions-policy']);
      expect(permissions, url).toContain('camera=(self)');
      expect(permissions, url).toContain('microphone=(self)');
      expect(permissions, url).toContain('geolocation=()');
      // PUBLIC_URL of the API tests is http://bgc.test: no HSTS over plain HTTP
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    },
  );

  it('sends HSTS when the public origin is https', () => {
    const headers = new Map(
      helmetHeaders(
        helmetOptions({
          publicOrigin: 'https://bgc.example',
          mapTileUrl: '/tiles/{z}/{x}/{y}.png',
        }),
      ),
    );
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=15552000');
    expect(headers.get('Content-Security-Policy')).toContain("img-src 'self' data: blob:");
  });

  it('refuses options whose headers would depend on the request', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: [() => "'self'"] } } }),
    ).toThrow(/depends on the request/);
  });

  it('derives the tile origin from the template', () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});
