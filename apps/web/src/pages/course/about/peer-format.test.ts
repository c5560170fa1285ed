import { describe, expect, it } from 'vitest';
import type { CoursePeer } from '@bgc/shared';
import {
  formatPeerPrice,
  groupPeers,
  isOpenGuestPolicy,
  peerCell,
  peerFormValues,
  peerGroupSize,
  peerInput,
  visiblePeerFields,
} from './peer-format.js';

const peer: CoursePeer = {
  id: 1,
  course: 9,
  name: 'Le Golf National',
  holeTotal: '18',
  par: '72',
  courseType: 'Links',
  courseArchitect: ' Hubert Chesneau ',
  openDate: '1990',
  guestPolicy: 'Open',
  weekdayPrice: '120',
  weekendPrice: 'On request',
  twilightPrice: '1 250,5',
  fairway: 'Bent',
  green: '',
};

describe('peerGroupSize (COURSE-021)', () => {
  it.each([
    { width: 992, size: 4 },
    { width: 1366, size: 4 },
    { width: 991, size: 1 },
    { width: 390, size: 1 },
  ])('is 4 from 992 px up and 1 below: $width px → $size', ({ width, size }) => {
    expect(peerGroupSize(width)).toBe(size);
  });
});

describe('groupPeers', () => {
  it('cuts the rows into groups of the given size', () => {
    expect(groupPeers([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(groupPeers([1, 2], 1)).toEqual([[1], [2]]);
    expect(groupPeers([], 4)).toEqual([]);
  });
});

describe('formatPeerPrice (COURSE-020)', () => {
  it('money-formats numbers in the UI language', () => {
    expect(formatPeerPrice('120', 'en')).toBe('120.00');
    expect(formatPeerPrice('1250.5', 'en')).toBe('1,250.50');
    expect(formatPeerPrice('1 250,5', 'en')).toBe('1,250.50');
    expect(formatPeerPrice('45', 'fr')).toBe('45,00');
  });
  it('keeps other texts as given, null when empty', () => {
    expect(formatPeerPrice('On request', 'en')).toBe('On request');
    expect(formatPeerPrice('€45', 'en')).toBe('€45');
    expect(formatPeerPrice('', 'en')).toBeNull();
    expect(formatPeerPrice(null, 'en')).toBeNull();
  });
});

describe('guest policy (COURSE-019)', () => {
  it('counts only the value open', () => {
    expect(isOpenGuestPolicy('open')).toBe(true);
    expect(isOpenGuestPolicy(' Open ')).toBe(true);
    expect(isOpenGuestPolicy('members only')).toBe(false);
    expect(isOpenGuestPolicy(null)).toBe(false);
  });
});

describe('peerCell (COURSE-018)', () => {
  it('formats each field by its rule', () => {
    expect(peerCell(peer, 'holeTotal', 'en')).toBe('18');
    expect(peerCell(peer, 'courseArchitect', 'en')).toBe('Hubert Chesneau');
    expect(peerCell(peer, 'guestPolicy', 'en')).toEqual({ open: true });
    expect(peerCell({ ...peer, guestPolicy: 'Private' }, 'guestPolicy', 'en')).toBeNull();
    expect(peerCell(peer, 'weekdayPrice', 'en')).toBe('120.00');
    expect(peerCell(peer, 'weekendPrice', 'en')).toBe('On request');
    expect(peerCell(peer, 'green', 'en')).toBeNull();
  });
});

describe('visiblePeerFields', () => {
  it('keeps the fields with a value in one peer at least', () => {
    const other = { ...peer, guestPolicy: 'Members', green: 'Poa' };
    expect(visiblePeerFields([peer], 'en')).not.toContain('green');
    expect(visiblePeerFields([peer, other], 'en')).toContain('green');
    expect(visiblePeerFields([other], 'en')).not.toContain('guestPolicy');
    expect(visiblePeerFields([peer], 'en')[0]).toBe('holeTotal');
  });
});

describe('peer form values (COURSE-032)', () => {
  it('round-trips a row, empty texts sent as null', () => {
    const values = peerFormValues(peer);
    expect(values.green).toBe('');
    const row = peerInput({ ...values, name: '  Renamed ' }, 1);
    expect(row.id).toBe(1);
    expect(row.name).toBe('Renamed');
    expect(row.green).toBeNull();
    expect(row.courseArchitect).toBe('Hubert Chesneau');
    expect(peerInput(peerFormValues(null))).not.toHaveProperty('id');
  });
});
