import { describe, expect, it } from 'vitest';
import { failedLike, settledLike, toggledLike } from './like-state.js';

describe('like state (LIKE-002, CMT-006)', () => {
  it('flips the state and moves the count by one at once', () => {
    expect(toggledLike({ isLiked: false, totalLike: 4 })).toEqual({ isLiked: true, totalLike: 5 });
    expect(toggledLike({ isLiked: true, totalLike: 5 })).toEqual({ isLiked: false, totalLike: 4 });
    expect(toggledLike({ isLiked: true, totalLike: 0 })).toEqual({ isLiked: false, totalLike: 0 });
  });

  it('takes the answer of the latest press', () => {
    const shown = { isLiked: true, totalLike: 5 };
    // somebody else liked meanwhile: the server's count wins
    expect(settledLike(shown, { isLiked: true, totalLike: 7 }, 1, 1)).toEqual({
      isLiked: true,
      totalLike: 7,
    });
  });

  it('ignores the answer of an older press (quick double press)', () => {
    // press 1 liked (answer arrives late), press 2 unliked: the shown state stays
    const shown = { isLiked: false, totalLike: 4 };
    expect(settledLike(shown, { isLiked: true, totalLike: 5 }, 1, 2)).toBe(shown);
    expect(settledLike(shown, { isLiked: false, totalLike: 4 }, 2, 2)).toEqual(shown);
  });

  it('puts back the state before a failed latest press only', () => {
    const before = { isLiked: false, totalLike: 4 };
    const shown = toggledLike(before);
    expect(failedLike(shown, before, 3, 3)).toBe(before);
    expect(failedLike(shown, before, 2, 3)).toBe(shown);
  });
});
