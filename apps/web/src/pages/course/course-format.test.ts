import { describe, expect, it } from 'vitest';
import {
  accessTypeKey,
  canClaim,
  claimPending,
  courseSocialLinks,
  isCourseAdmin,
  stripDataUrlPrefix,
  imageUrl,
  rankingLevels,
  safeExternalUrl,
  telHref,
  topStepForRank,
  websiteLabel,
} from './course-format.js';

const base = {
  rank: 1234,
  zoneRank: 56,
  countryRank: 7,
  stateRank: 2,
  zone: { id: 4, name: 'Western Europe', slug: 'western-europe' },
  country: { id: 75, code: 'FR', name: 'France', slug: 'france' },
  countryRankName: 'France',
  stateRankName: 'Île-de-France',
};

describe('topStepForRank', () => {
  it.each([
    [1, 10],
    [10, 10],
    [11, 20],
    [150, 200],
    [5000, 1000],
  ])('gives the smallest step whose list holds the rank: %i → %i', (rank, step) => {
    expect(topStepForRank(rank)).toBe(step);
  });
});

describe('rankingLevels (COURSE-010)', () => {
  it('lists world, zone, country and state with links to their rankings', () => {
    expect(rankingLevels(base)).toEqual([
      {
        level: 'world',
        rank: 1234,
        name: null,
        to: '/ranking-top1000/top-golf-courses-worldwide.html',
      },
      {
        level: 'zone',
        rank: 56,
        name: 'Western Europe',
        to: '/western-europe-top-golf-course/ranking-top100-western-europe.html',
      },
      { level: 'country', rank: 7, name: 'France', to: '/top-golf-courses-france.html' },
      { level: 'state', rank: 2, name: 'Île-de-France', to: null },
    ]);
  });
  it('leaves out each absent level (COURSE-012 when none is left)', () => {
    const levels = rankingLevels({ ...base, zoneRank: null, stateRank: null });
    expect(levels.map((l) => l.level)).toEqual(['world', 'country']);
    expect(
      rankingLevels({ ...base, rank: null, zoneRank: null, countryRank: null, stateRank: null }),
    ).toEqual([]);
  });
  it('skips the zone level without a zone', () => {
    expect(rankingLevels({ ...base, zone: null }).map((l) => l.level)).toEqual([
      'world',
      'country',
      'state',
    ]);
  });
});

describe('safeExternalUrl', () => {
  it.each([
    { what: 'keeps an http link', url: 'http://golf.fr/', safe: 'http://golf.fr/' },
    { what: 'adds https to a bare domain', url: 'www.golf.fr', safe: 'https://www.golf.fr/' },
    { what: 'refuses a javascript: link', url: 'javascript:alert(1)', safe: null },
    { what: 'refuses a data: link', url: 'data:text/html,x', safe: null },
    { what: 'refuses an empty value', url: '', safe: null },
    { what: 'refuses null', url: null, safe: null },
  ])('$what', ({ url, safe }) => {
    expect(safeExternalUrl(url)).toBe(safe);
  });
});

describe('websiteLabel', () => {
  it('shows the host without www', () => {
    expect(websiteLabel('https://www.golf-chantilly.com/fr/')).toBe('golf-chantilly.com');
  });
});

describe('telHref', () => {
  it.each([
    { phone: '+33 (0)3 44 57 04 43', href: 'tel:+330344570443' },
    { phone: '(831) 622-8723', href: 'tel:8316228723' },
    { phone: 'n/a', href: null },
    { phone: null, href: null },
  ])('keeps the plus and the digits of $phone, null without digits', ({ phone, href }) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('accessTypeKey', () => {
  it.each([
    ['Public', 'public'],
    ['Semi-Private', 'semiPrivate'],
    ['Unknown thing', null],
    [null, null],
  ])('maps the data value %s to the catalog key %s', (value, key) => {
    expect(accessTypeKey(value)).toBe(key);
  });
});

describe('imageUrl', () => {
  it.each([
    {
      what: 'accepts a same-site path',
      url: '/media/covers/1.webp',
      shown: '/media/covers/1.webp',
    },
    {
      what: 'accepts an https URL',
      url: 'https://cdn.example.com/a.jpg',
      shown: 'https://cdn.example.com/a.jpg',
    },
    {
      what: 'reads a protocol-relative URL as https',
      url: '//cdn.example.com/a.jpg',
      shown: 'https://cdn.example.com/a.jpg',
    },
    { what: 'refuses another scheme', url: 'javascript:x', shown: null },
    { what: 'refuses a CSS-breaking character', url: '/a".jpg', shown: null },
    { what: 'refuses null', url: null, shown: null },
  ])('$what', ({ url, shown }) => {
    expect(imageUrl(url)).toBe(shown);
  });
});

describe('courseSocialLinks (COURSE-003)', () => {
  it('lists the set networks in order and drops unsafe ones', () => {
    expect(
      courseSocialLinks({
        facebookUrl: 'facebook.com/golf',
        twitterUrl: null,
        instagramUrl: 'javascript:alert(1)',
        youtubeUrl: 'https://youtube.com/@golf',
        tripadvisorUrl: '  ',
      }),
    ).toEqual([
      { network: 'facebook', url: 'https://facebook.com/golf' },
      { network: 'youtube', url: 'https://youtube.com/@golf' },
    ]);
  });
});

describe('course roles from the server flags (COURSE-024, COURSE-029, decision 051)', () => {
  it("knows a course admin from the answer's canAdminister", () => {
    expect(isCourseAdmin({ canAdminister: true })).toBe(true);
    expect(isCourseAdmin({ canAdminister: false })).toBe(false);
  });
  it('offers the claim only to signed-in members the server offers it', () => {
    expect(canClaim({ canClaim: true }, true)).toBe(true);
    expect(canClaim({ canClaim: true }, false)).toBe(false);
    expect(canClaim({ canClaim: false }, true)).toBe(false);
    // a pending claim is said, not hidden
    expect(claimPending({ courseRole: ['Request Pending'], canAdminister: false })).toBe(true);
    expect(claimPending({ courseRole: [], canAdminister: false })).toBe(false);
    expect(claimPending({ courseRole: ['Request Pending'], canAdminister: true })).toBe(false);
  });
});

describe('stripDataUrlPrefix (COURSE-030)', () => {
  it.each([
    { what: 'a PNG data URL', dataUrl: 'data:image/png;base64,iVBOR', payload: 'iVBOR' },
    { what: 'a JPEG data URL', dataUrl: 'data:image/jpeg;base64,/9j/4', payload: '/9j/4' },
    {
      what: 'a data URL with a charset',
      dataUrl: 'data:image/jpeg;charset=x;base64,AB',
      payload: 'AB',
    },
    { what: 'a bare payload', dataUrl: 'iVBOR', payload: 'iVBOR' },
  ])('keeps only the base64 payload of $what', ({ dataUrl, payload }) => {
    expect(stripDataUrlPrefix(dataUrl)).toBe(payload);
  });
});
