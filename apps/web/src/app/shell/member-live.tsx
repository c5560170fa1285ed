import { useLiveConnection } from '../../lib/live-socket.js';
import { useSignedInUserSync } from '../use-signed-in-user-sync.js';

/**
 * What a signed-in member's tab keeps running behind the page (decision 079): the tab's one
 * live socket and the member's refresh (SHELL-006). Renders nothing; the shell loads it for
 * signed-in members only, so a guest's page never downloads it.
 */
export function MemberLive(): null {
  useLiveConnection();
  useSignedInUserSync();
  return null;
}
