import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaVariantPath, mediaVariantSource } from './media-variants.js';

describe('photo variants', () => {
  const jpeg = '/media/courses/12/0123456789abcdef01234567.jpg';

  it('names a variant beside its JPEG and finds the JPEG back', () => {
    const avif = mediaVariantPath(jpeg, 480, 'avif');
    expect(avif).toBe('/media/courses/12/0123456789abcdef01234567-w480.avif');
    expect(mediaVariantSource(avif!)).toBe(jpeg);
    expect(mediaVariantSource(mediaVariantPath(jpeg, 1440, 'webp')!)).toBe(jpeg);
  });

  it('lists every width in a srcset', () => {
    expect(mediaSrcSet(jpeg, 'webp')).toBe(
      '/media/courses/12/0123456789abcdef01234567-w480.webp 480w, ' +
        '/media/courses/12/0123456789abcdef01234567-w960.webp 960w, ' +
        '/media/courses/12/0123456789abcdef01234567-w1440.webp 1440w',
    );
  });

  it('is nothing for what is not an upload, a width off the ladder or a path that climbs', () => {
    expect(mediaSrcSet('https://i.ytimg.com/vi/abc/hqdefault.jpg', 'avif')).toBeNull();
    expect(mediaSrcSet('/media/users/1/photo.png', 'avif')).toBeNull();
    expect(mediaVariantPath('/flags/4x3/fr.svg', 480, 'avif')).toBeNull();
    expect(mediaVariantSource('/media/courses/12/0123456789abcdef01234567-w500.avif')).toBeNull();
    expect(mediaVariantSource('/media/../etc/0123456789abcdef-w480.avif')).toBeNull();
    expect(mediaVariantSource('/media/courses/0123456789abcdef01234567-w480.png')).toBeNull();
  });
});
