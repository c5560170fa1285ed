import type { ChatMessage } from '@bgc/shared';
import type { MessageRow } from './chat.repository.js';

/** CHAT-006: a stored row in the positional shape, seen by `viewer`. */
export function presentMessage(m: MessageRow, viewer: number): ChatMessage {
  const hidden = m.senderId === viewer ? m.hiddenForSender : m.hiddenForRecipient;
  const flag = m.unsent ? 2 : hidden ? 1 : 0;
  return [m.senderId, m.time, flag === 0 ? m.content : '', flag, m.blockId];
}

/** What the 'message stored' hook receives (decision 011; notification type 6 listens here). */
export interface MessageStoredEvent {
  senderId: number;
  recipientId: number;
  blockId: number;
  /** The stored messages in the recipient's view. */
  messages: ChatMessage[];
}
export type MessageStoredListener = (event: MessageStoredEvent) => void | Promise<void>;
