import type { LikeAnswer } from '@bgc/shared';

/**
 * Pure rules of the like buttons (LIKE-002, CMT-006), unit-tested in `like-state.test.ts`.
 * A press flips the shown state and moves the count by one at once; each answer of the like
 * or unlike call then replaces the shown state — but only the answer to the latest press, so
 * quick presses do not flicker; a failed latest call puts back the state before it.
 */

export interface LikeState {
  isLiked: boolean;
  totalLike: number;
}

/** LIKE-002: the state shown right after a press (the count never goes below 0). */
export function toggledLike(state: LikeState): LikeState {
  return {
    isLiked: !state.isLiked,
    totalLike: Math.max(0, state.totalLike + (state.isLiked ? -1 : 1)),
  };
}

/**
 * The state once press number `request` is answered: the server's `{isLiked, totalLike}`
 * when `request` is the latest press (`latest`), otherwise the shown state unchanged.
 */
export function settledLike(
  shown: LikeState,
  answer: Pick<LikeAnswer, 'isLiked' | 'totalLike'>,
  request: number,
  latest: number,
): LikeState {
  if (request !== latest) return shown;
  return { isLiked: answer.isLiked, totalLike: Math.max(0, answer.totalLike) };
}

/** The state once press number `request` failed: `before` it when it is the latest press. */
export function failedLike(
  shown: LikeState,
  before: LikeState,
  request: number,
  latest: number,
): LikeState {
  return request === latest ? before : shown;
}
