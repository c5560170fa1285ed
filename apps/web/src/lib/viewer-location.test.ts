import { describe, expect, it } from 'vitest';
import { viewerBackground } from './viewer-location.js';

describe('viewerBackground (C-03)', () => {
  it('reads the page the viewer was opened from', () => {
    expect(
      viewerBackground({ background: { pathname: '/a.html', search: '?x=1', hash: '' } }),
    ).toEqual({ pathname: '/a.html', search: '?x=1', hash: '' });
    expect(viewerBackground({ background: { pathname: '/a.html' } })).toEqual({
      pathname: '/a.html',
      search: '',
      hash: '',
    });
  });
  it('is null on a direct visit or for foreign state', () => {
    expect(viewerBackground(null)).toBeNull();
    expect(viewerBackground(undefined)).toBeNull();
    expect(viewerBackground({ background: 'x' })).toBeNull();
    expect(viewerBackground({ background: { pathname: 'http://evil' } })).toBeNull();
    expect(viewerBackground({ other: 1 })).toBeNull();
  });
});
