import { forbidden, unauthorized } from '../../lib/errors.js';

/**
 * Who may do what with a chat message (ROLE-012, CHAT-*; decision 051): either member of the
 * conversation hides a message for themself (`hide`; a stranger to the conversation gets 404
 * before any rule is read); only its sender deletes it for both sides (`unsend`). Chat reads no
 * role, so the actor is only the member's id.
 */
export type ChatMessageAction = 'hide' | 'unsend';

/** The fields of a message the rules read. */
export interface ChatMessageEntity {
  senderId: number | null;
}

/** The pure rule. */
export function can(
  actor: { userId: number } | null,
  action: ChatMessageAction,
  message: ChatMessageEntity,
): boolean {
  if (!actor) return false;
  return action === 'hide' || message.senderId === actor.userId;
}

/** 401 for a visitor, 403 'Only your own messages can be deleted for both' otherwise. */
export function authorize(
  actor: { userId: number } | null,
  action: ChatMessageAction,
  message: ChatMessageEntity,
): void {
  if (!actor) throw unauthorized('You need to login');
  if (!can(actor, action, message))
    throw forbidden('Only your own messages can be deleted for both');
}
