import type { Db } from '../../db/client.js';
import { notifyNewMessage, type Notifier } from '../notifications/notifications.events.js';
import type { ChatService } from './chat.service.js';
import { findRead } from './chat.repository.js';

/** One pair's waiting check: its timer and the newest message stored since it started. */
interface PairWait {
  timer: ReturnType<typeof setTimeout>;
  next: { newest: number; storedAt: number } | null;
}

/**
 * NOTIF type 6 (decision 012) as decision 038 words it: a stored message notifies its recipient
 * only when it is still unread `delayMs` after it was stored. An open chat box reads what arrives
 * at once (CHAT-014 marks the newest block read), so a conversation on screen creates no 'New
 * message' notification. Decision 055: one check per sender and recipient at a time, not one
 * per message: the first message's check runs `delayMs` after it was stored; the messages stored
 * while it waits are checked together `delayMs` after the newest of them (unread: the
 * conversation's grouped item is written once for them). Timers live in this process; the
 * returned function cancels the waiting ones (app close). A failing check never fails the push.
 */
export function notifyUnreadMessages(
  chat: ChatService,
  db: Db,
  notifier: Notifier,
  delayMs: number,
): () => void {
  const waits = new Map<string, PairWait>();
  const check = async (senderId: number, recipientId: number, newest: number) => {
    if ((await findRead(db, recipientId, senderId)).readTime >= newest) return;
    const ids = await db.transaction((tx) =>
      notifyNewMessage(tx, { recipientId, senderId, conversation: senderId }),
    );
    notifier.push(ids, senderId);
  };
  const wait = (senderId: number, recipientId: number, newest: number, storedAt: number) => {
    const key = `${senderId}:${recipientId}`;
    const timer = setTimeout(
      () => {
        const next = waits.get(key)?.next ?? null;
        if (next) wait(senderId, recipientId, next.newest, next.storedAt);
        else waits.delete(key);
        check(senderId, recipientId, newest).catch(() => undefined);
      },
      Math.max(0, storedAt + delayMs - Date.now()),
    );
    waits.set(key, { timer, next: null });
  };
  chat.onMessageStored(({ senderId, recipientId, messages }) => {
    const newest = Math.max(...messages.map((m) => m[1]));
    const waiting = waits.get(`${senderId}:${recipientId}`);
    if (waiting) waiting.next = { newest, storedAt: Date.now() };
    else wait(senderId, recipientId, newest, Date.now());
  });
  return () => {
    for (const { timer } of waits.values()) clearTimeout(timer);
    waits.clear();
  };
}
