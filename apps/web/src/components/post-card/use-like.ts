import { useCallback, useEffect, useRef, useState } from 'react';
import { useRequireLogin } from '../confirm-dialog/use-require-login.js';
import { useToast } from '../toast.js';
import { api } from '../../lib/api-client.js';
import { failedLike, settledLike, toggledLike, type LikeState } from './like-state.js';
import { apiErrorText } from '../../lib/error-text.js';

/** LIKE-001: POST /likes to like, DELETE /likes/{entityName}/{entityId} to unlike. */
function sendLike(entityName: 'post' | 'comment', entityId: number, like: boolean) {
  return like
    ? api.post('/likes', { body: { entityId, entityName } })
    : api.delete(`/likes/${entityName}/${entityId}`);
}

/**
 * LIKE-001..005, CMT-006: the liked state of a post or comment with an optimistic toggle —
 * the count moves by one at once and the call is sent; the latest call's answer is the state
 * then shown (see `like-state.ts`). Visitors get 'Warning' / 'You need to login' (LIKE-004).
 * `onSettled` hears each reconciled state (for the owner's caches).
 */
export function useLike(
  entityName: 'post' | 'comment',
  entityId: number,
  initial: LikeState,
  onSettled?: (state: LikeState) => void,
) {
  const requireLogin = useRequireLogin();
  const toast = useToast();
  const [state, setState] = useState<LikeState>(initial);
  const latest = useRef(0);
  const pending = useRef(0);
  const shown = useRef(state);
  shown.current = state;

  // a fresher copy from the server replaces the shown state when no call is on its way
  useEffect(() => {
    if (pending.current === 0) setState({ isLiked: initial.isLiked, totalLike: initial.totalLike });
  }, [initial.isLiked, initial.totalLike]);

  const toggle = useCallback(async () => {
    if (!(await requireLogin())) return;
    const before = shown.current;
    const next = toggledLike(before);
    const request = ++latest.current;
    pending.current += 1;
    shown.current = next;
    setState(next);
    try {
      const answer = await sendLike(entityName, entityId, next.isLiked);
      const settled = settledLike(shown.current, answer, request, latest.current);
      shown.current = settled;
      setState(settled);
      if (request === latest.current) onSettled?.(settled);
    } catch (error) {
      const back = failedLike(shown.current, before, request, latest.current);
      shown.current = back;
      setState(back);
      if (request === latest.current) toast.error(apiErrorText(error));
    } finally {
      pending.current -= 1;
    }
  }, [requireLogin, entityName, entityId, onSettled, toast]);

  return { ...state, toggle };
}
