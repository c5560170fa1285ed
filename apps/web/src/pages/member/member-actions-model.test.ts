import { describe, expect, it } from 'vitest';
import { memberActions, shownFollowed } from './member-actions-model.js';

describe('profile buttons by friend status (D-02, PROF-031..042)', () => {
  it.each([
    [null, 'invite', true],
    [4, 'invite', true],
    [1, 'invitationSent', true],
    [2, 'requestAwaiting', true],
    [3, 'message', true],
    [8, 'unblock', false],
    [9, 'unblock', false],
  ] as const)('status %s → %s (block offered: %s)', (status, friend, block) => {
    expect(memberActions(status, false)).toEqual({ visible: true, friend, follow: true, block });
  });

  it.each([6, 7])('status %s hides every button and forces follow off', (status) => {
    expect(memberActions(status, false)).toEqual({
      visible: false,
      friend: null,
      follow: false,
      block: false,
    });
    expect(shownFollowed(true, status)).toBe(false);
  });

  it('shows nothing on the own profile (PROF-042)', () => {
    expect(memberActions(null, true).visible).toBe(false);
  });

  it('keeps isFollowed otherwise', () => {
    expect(shownFollowed(true, 3)).toBe(true);
    expect(shownFollowed(false, null)).toBe(false);
  });
});
