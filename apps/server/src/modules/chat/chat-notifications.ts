import type { Db } from '../../db/client.js';
import { notifyNewMessage, type Notifier } from '../notifications/notifications.events.js';
import type { ChatService } from './chat.service.js';
import { findRead } from './chat.repository.js';

/**
 * NOTIF type 6 (decision 012) as decision 038 words it: a stored message notifies its recipient
 * only when it is still unread `delayMs` after it was stored. An open chat box reads what arrives
 * at once (CHAT-014 marks the newest block read), so a conversation on screen creates no 'New
 * message' notification. Timers live in this process; the returned function cancels the waiting
 * ones (app close). A failing check never fails the push.
 */
export function notifyUnreadMessages(
  chat: ChatService,
  db: Db,
  notifier: Notifier,
  delayMs: number,
): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const check = async (senderId: number, recipientId: number, newest: number) => {
    if ((await findRead(db, recipientId, senderId)).readTime >= newest) return;
    const ids = await db.transaction((tx) =>
      notifyNewMessage(tx, { recipientId, senderId, conversation: senderId }),
    );
    notifier.push(ids, senderId);
  };
  chat.onMessageStored(({ senderId, recipientId, messages }) => {
    const newest = Math.max(...messages.map((m) => m[1]));
    const timer = setTimeout(() => {
      timers.delete(timer);
      check(senderId, recipientId, newest).catch(() => undefined);
    }, delayMs);
    timers.add(timer);
  });
  return () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
