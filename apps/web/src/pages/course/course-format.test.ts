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
  it('gives the smallest step whose list holds the rank', () => {
    expect(topStepForRank(1)).toBe(10);
    expect(topStepForRank(10)).toBe(10);
    expect(topStepForRank(11)).toBe(20);
    expect(topStepForRank(150)).toBe(200);
    expect(topStepForRank(5000)).toBe(1000);
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
  it('keeps http(s) links and adds https to bare domains', () => {
    expect(safeExternalUrl('http://golf.fr/')).toBe('http://golf.fr/');
    expect(safeExternalUrl('www.golf.fr')).toBe('https://www.golf.fr/');
  });
  it('refuses other schemes and empty values', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,x')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

describe('websiteLabel', () => {
  it('shows the host without www', () => {
    expect(websiteLabel('https://www.golf-chantilly.com/fr/')).toBe('golf-chantilly.com');
  });
});

describe('telHref', () => {
  it('keeps the plus and the digits', () => {
    expect(telHref('+33 (0)3 44 57 04 43')).toBe('tel:+330344570443');
    expect(telHref('(831) 622-8723')).toBe('tel:8316228723');
  });
  it('gives null without digits', () => {
    expect(telHref('n/a')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('accessTypeKey', () => {
  it('maps the data values to catalog keys', () => {
    expect(accessTypeKey('Public')).toBe('public');
    expect(accessTypeKey('Semi-Private')).toBe('semiPrivate');
    expect(accessTypeKey('Unknown thing')).toBeNull();
    expect(accessTypeKey(null)).toBeNull();
  });
});

describe('imageUrl', () => {
  it('accepts same-site paths and http(s) URLs', () => {
    expect(imageUrl('/media/covers/1.webp')).toBe('/media/covers/1.webp');
    expect(imageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
  it('reads a protocol-relative URL as https', () => {
    expect(imageUrl('//cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
  it('refuses other schemes and CSS-breaking characters', () => {
    expect(imageUrl('javascript:x')).toBeNull();
    expect(imageUrl('/a".jpg')).toBeNull();
    expect(imageUrl(null)).toBeNull();
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

describe('course roles (COURSE-024, COURSE-029)', () => {
  it('knows a course admin', () => {
    expect(isCourseAdmin({ courseRole: ['Course Admin'] })).toBe(true);
    expect(isCourseAdmin({ courseRole: ['Request Pending'] })).toBe(false);
    expect(isCourseAdmin({ courseRole: [] })).toBe(false);
  });
  it('offers the claim only to signed-in members without a role', () => {
    expect(canClaim({ courseRole: [] }, true)).toBe(true);
    expect(canClaim({ courseRole: [] }, false)).toBe(false);
    expect(canClaim({ courseRole: ['Request Pending'] }, true)).toBe(false);
    expect(canClaim({ courseRole: ['Course Admin'] }, true)).toBe(false);
    // issue 12 item 9: a pending claim is said, not hidden
    expect(claimPending({ courseRole: ['Request Pending'] })).toBe(true);
    expect(claimPending({ courseRole: [] })).toBe(false);
    expect(claimPending({ courseRole: ['Request Pending', 'Course Admin'] })).toBe(false);
  });
});

describe('stripDataUrlPrefix (COURSE-030)', () => {
  it('keeps only the base64 payload', () => {
    expect(stripDataUrlPrefix('data:image/png;base64,iVBOR')).toBe('iVBOR');
    expect(stripDataUrlPrefix('data:image/jpeg;base64,/9j/4')).toBe('/9j/4');
    expect(stripDataUrlPrefix('data:image/jpeg;charset=x;base64,AB')).toBe('AB');
    expect(stripDataUrlPrefix('iVBOR')).toBe('iVBOR');
  });
});
