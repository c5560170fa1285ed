import {
  BLOCKED_STATUSES,
  FriendStatus,
  type ChatLiveDelete,
  type ChatLiveMessage,
  type ChatLiveRead,
  type ChatMessage,
  type ConversationAnswer,
  type FriendEntry,
  type PushMessageAnswer,
  type PushMessageBody,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound, validationError } from '../../lib/errors.js';
import { isActiveMember } from '../members/members.repository.js';
import { findPair } from '../friends/friends.repository.js';
import type { LiveBus } from '../live/live-bus.js';
import { SignalStatusCache } from './signal-status.js';
import { authorize } from './chat-message.policy.js';
import {
  addPeerKey,
  appendMessages,
  blockMessages,
  conversationsOf,
  countUnread,
  deletePeerKey,
  findBlock,
  findBlockById,
  findConversation,
  findMessage,
  findRead,
  friendRows,
  lastVisibleMessage,
  lockConversation,
  messagesByClientIds,
  peerKeyOwner,
  peerKeysOf,
  updateMessage,
  upsertRead,
} from './chat.repository.js';
import { pushInOneStatement } from './chat-push.repository.js';
import { iceServersFor, type IceConfig, type IceServers } from './call-ice.js';
import {
  presentMessage,
  type MessageStoredEvent,
  type MessageStoredListener,
} from './chat.presenter.js';

const S = FriendStatus;
/** FRIEND-005/007/009: 4, 7 and 9 are not listed in the chat. */
const LISTED = [S.RequestSent, S.RequestReceived, S.Friends, S.FriendBlockedMe, S.IBlockedFriend];
const BLOCKED = BLOCKED_STATUSES;
/** Statuses whose history stays readable in the chat box (3 and the blocked-friend pair). */
const READABLE: readonly number[] = [S.Friends, S.FriendBlockedMe, S.IBlockedFriend];

/**
 * D-15 private chat: messages stored in blocks and acknowledged only once committed, delivered
 * live over /api/live (LiveBus), read state, deletion, the chat friend list and peer keys.
 */
export class ChatService {
  private readonly storedListeners = new Set<MessageStoredListener>();

  /** Decision 029: the call-signal relay's friend status per pair. */
  private readonly signalStatus: SignalStatusCache;

  constructor(
    private readonly db: Db,
    private readonly live: LiveBus,
    private readonly ice: IceConfig = {
      stunUrls: [],
      turnUrls: [],
      turnSecret: undefined,
      turnTtlSeconds: 3600,
    },
  ) {
    this.signalStatus = new SignalStatusCache(live);
  }

  /**
   * Hook point "message stored": `listener` runs after each committed push (errors are
   * swallowed, a listener never fails a push). Returns the unsubscribe function.
   */
  onMessageStored(listener: MessageStoredListener): () => void {
    this.storedListeners.add(listener);
    return () => this.storedListeners.delete(listener);
  }

  /** 404 unless `id` is a member who is neither deleted nor suspended (decision 029). */
  private async requireMember(id: number): Promise<void> {
    if (!(await isActiveMember(this.db, id))) throw notFound('Member not found');
  }

  private async myStatus(me: number, other: number): Promise<number | null> {
    return (await findPair(this.db, me, other)).mine?.status ?? null;
  }

  /**
   * FRIEND-018 / FRIEND-020 / CHAT-029: the chat's friend list, newest activity first; `isOnline`
   * only for friends at status 3.
   */
  async friendList(me: number): Promise<FriendEntry[]> {
    const rows = await friendRows(this.db, me, LISTED);
    const convs = await conversationsOf(this.db, me);
    // presence only between friends at 3 (FRIEND-006, D-02): a block hides it both ways
    const online = await this.live.online(
      rows.filter((r) => r.status === S.Friends).map((r) => r.id),
    );
    const entries = await Promise.all(
      rows.map(async (r): Promise<FriendEntry & { at: number }> => {
        const conv = convs.get(r.id);
        const last = conv ? await lastVisibleMessage(this.db, conv.id, me, r.hiddenBefore) : null;
        const unread = conv
          ? await countUnread(this.db, conv.id, r.id, Math.max(r.readTime, r.hiddenBefore))
          : 0;
        const keys = r.status === S.Friends ? await peerKeysOf(this.db, r.id) : [];
        return {
          user: {
            id: r.id,
            name: `${r.firstName} ${r.lastName}`,
            picture: r.picture,
            isOnline: online.has(r.id),
          },
          status: r.status,
          key: keys[0] ?? null,
          readMessage: unread === 0,
          lastMessage: last ? presentMessage(last, me) : null,
          unread,
          requestData: r.requestData ?? null,
          at: Math.max(last?.time ?? 0, r.updatedAt.getTime()),
        };
      }),
    );
    return entries.sort((a, b) => b.at - a.at).map(({ at: _at, ...e }) => e);
  }

  /** Friends at status 3 of `userId` (who hears their presence). */
  async presenceAudience(userId: number): Promise<number[]> {
    return (await friendRows(this.db, userId, [S.Friends])).map((r) => r.id);
  }

  /**
   * CHAT-008 / CHAT-009 / CHAT-010: stores the messages at once, then tells both members'
   * sockets (decision 038). Messages whose `clientIds` entry is already stored for me are answered
   * from the stored rows and neither stored nor relayed again (a retried push). 403 'friend
   * blocked' at 6, 7, 8, 9; 403 for members who are not friends; 404 unknown, deleted or
   * suspended member (decision 029); 400 for a client id already used in another conversation.
   */
  async push(me: number, body: PushMessageBody): Promise<PushMessageAnswer> {
    const other = body.partner;
    if (other === me) throw forbidden('You cannot write to yourself');
    const ids = body.clientIds ?? null;
    const contents = body.messages.map((m) => m[1]);
    // decision 055: the ordinary push is one statement; the rest takes the transaction below
    // null when a concurrent retry stored one of the client ids first: answered from its rows below
    const fast = await pushInOneStatement(this.db, me, other, contents, ids, Date.now());
    if (fast && !fast.peer) throw notFound('Member not found');
    if (fast && fast.status !== null && BLOCKED.includes(fast.status))
      throw new AppError('friend_blocked');
    if (fast && fast.status !== S.Friends) throw new AppError('not_friends');
    if (fast?.stored) {
      const first = fast.stored.lastTime - contents.length + 1;
      const times = contents.map((_, i) => first + i);
      const fresh = contents.map((_, i) => i);
      this.relay(me, other, fast.stored.blockId, fresh, times, body, ids);
      return {
        blockId: fast.stored.blockId,
        messageTimeList: times,
        blockIdList: times.map(() => fast.stored!.blockId),
      };
    }
    return this.pushInTransaction(me, other, body);
  }

  /**
   * The push's general path (decision 038): the first message of a conversation, a new block, a
   * retried push whose client ids are stored (answered from their rows) and the unique-violation
   * race of two retries. Same rules and answer as `push`.
   */
  private async pushInTransaction(
    me: number,
    other: number,
    body: PushMessageBody,
  ): Promise<PushMessageAnswer> {
    await this.requireMember(other);
    const ids = body.clientIds ?? null;
    const { known, fresh, stored } = await this.db.transaction(async (tx) => {
      const status = (await findPair(tx, me, other)).mine?.status ?? null;
      if (status !== null && BLOCKED.includes(status)) throw new AppError('friend_blocked');
      if (status !== S.Friends) throw new AppError('not_friends');
      const conv = await lockConversation(tx, me, other);
      const known = await messagesByClientIds(tx, me, ids ?? []);
      for (const k of known.values())
        if (k.conversationId !== conv.id)
          throw validationError('Invalid parameter: clientIds', { clientIds: 'Already used' });
      const fresh = body.messages.map((_, i) => i).filter((i) => !known.has(ids?.[i] ?? ''));
      if (fresh.length === 0) return { known, fresh, stored: null };
      const contents = fresh.map((i) => body.messages[i]![1]);
      const freshIds = fresh.map((i) => ids?.[i] ?? null);
      const result = await appendMessages(tx, conv, me, contents, Date.now(), freshIds);
      await upsertRead(tx, me, other, { readTime: result.times.at(-1)! });
      return { known, fresh, stored: result };
    });
    const times: number[] = [];
    const blocks: number[] = [];
    body.messages.forEach((_, i) => {
      const k = known.get(ids?.[i] ?? '');
      const at = fresh.indexOf(i);
      times.push(k ? k.time : stored!.times[at]!);
      blocks.push(k ? k.blockId : stored!.blockId);
    });
    if (stored) this.relay(me, other, stored.blockId, fresh, times, body, ids);
    return {
      blockId: stored?.blockId ?? blocks.at(-1)!,
      messageTimeList: times,
      blockIdList: blocks,
    };
  }

  /**
   * CHAT-019: the freshly stored messages `fresh` (indices of `body`) to both sides, then the
   * hooks. The answer does not wait for the hooks (decision 055): a listener's failure or delay
   * never fails or slows an acknowledged push.
   */
  private relay(
    me: number,
    other: number,
    blockId: number,
    fresh: number[],
    times: number[],
    body: PushMessageBody,
    ids: string[] | null,
  ): void {
    // freshly stored messages look the same to both sides (flag 0)
    const messages: ChatMessage[] = fresh.map((i) => [
      me,
      times[i]!,
      body.messages[i]![1],
      0,
      blockId,
    ]);
    const toThem: ChatLiveMessage = { partner: me, messages };
    const toMe: ChatLiveMessage = {
      partner: other,
      messages,
      ...(ids ? { clientIds: fresh.map((i) => ids[i]!) } : {}),
    };
    this.live.send(other, { type: 'message', from: me, data: toThem });
    this.live.send(me, { type: 'message', from: me, data: toMe });
    const event: MessageStoredEvent = { senderId: me, recipientId: other, blockId, messages };
    for (const listener of this.storedListeners) {
      try {
        void Promise.resolve(listener(event)).catch(() => undefined);
      } catch {
        // a listener (e.g. notifications) never fails an acknowledged push
      }
    }
  }

  /**
   * CHAT-014 / CHAT-015: one block (`blockIndex` -1 = newest), oldest first, without what
   * 'Delete conversation' hid. Reading the newest block marks the conversation read and sends
   * updateMessage {partner, readTime} to the friend.
   */
  async conversation(me: number, other: number, blockIndex: number): Promise<ConversationAnswer> {
    await this.requireMember(other);
    const status = await this.myStatus(me, other);
    if (status === null || !READABLE.includes(status))
      throw new AppError('not_friends', 'You can only read conversations with your friends');
    const conv = await findConversation(this.db, me, other);
    const read = await findRead(this.db, me, other);
    if (!conv || conv.lastBlockId === null || conv.lastTime <= read.hiddenBefore)
      return { blockId: null, blockIndex: 0, messages: [], noMoreBlock: true };
    const index = blockIndex < 0 ? conv.lastBlockIndex : blockIndex;
    if (index > conv.lastBlockIndex) throw notFound('No such block');
    const block = await findBlock(this.db, conv.id, index);
    if (!block) throw notFound('No such block');
    const rows = await blockMessages(this.db, block.id);
    const visible = rows.filter((m) => m.time > read.hiddenBefore);
    if (index === conv.lastBlockIndex && conv.lastTime > read.readTime) {
      await upsertRead(this.db, me, other, { readTime: conv.lastTime });
      const data: ChatLiveRead = { partner: me, readTime: conv.lastTime };
      this.live.send(other, { type: 'updateMessage', from: me, data });
      this.live.send(me, { type: 'updateMessage', from: me, data: { ...data, partner: other } });
    }
    return {
      blockId: block.id,
      blockIndex: index,
      messages: visible.map((m) => presentMessage(m, me)),
      noMoreBlock: index === 0 || visible.length < rows.length,
    };
  }

  /**
   * CHAT-013: `unSent` deletes for both (own messages only, else 403) and tells the friend;
   * otherwise hides it for me. 404 for a block or message outside my conversations.
   */
  async deleteMessage(
    me: number,
    input: { blockId: number; time: number; unSent: boolean },
  ): Promise<ChatLiveDelete> {
    const block = await findBlockById(this.db, input.blockId);
    if (!block || (block.userLow !== me && block.userHigh !== me))
      throw notFound('Message not found');
    const other = block.userLow === me ? block.userHigh : block.userLow;
    // decision 030: the partner was erased; nothing of that conversation is reachable any more
    if (other === null) throw notFound('Message not found');
    // the answer and the live event: which message went, for whom (flag 1 hidden, 2 unsent)
    const deleted = (partner: number, flag: 1 | 2): ChatLiveDelete => ({
      partner,
      blockId: input.blockId,
      time: input.time,
      flag,
    });
    const message = await findMessage(this.db, input.blockId, input.time);
    if (!message) throw notFound('Message not found');
    if (input.unSent) {
      authorize({ userId: me }, 'unsend', message);
      await updateMessage(this.db, message.id, { unsent: true, content: '' });
      const data = deleted(me, 2);
      this.live.send(other, { type: 'deleteMessage', from: me, data });
      this.live.send(me, { type: 'deleteMessage', from: me, data: { ...data, partner: other } });
      return { ...data, partner: other };
    }
    await updateMessage(
      this.db,
      message.id,
      message.senderId === me ? { hiddenForSender: true } : { hiddenForRecipient: true },
    );
    const data = deleted(other, 1);
    this.live.send(me, { type: 'deleteMessage', from: me, data });
    return data;
  }

  /** FRIEND-016: hides the whole history up to now for me (the friend keeps theirs). */
  async deleteConversation(
    me: number,
    other: number,
  ): Promise<{ friend: number; hiddenBefore: number }> {
    await this.requireMember(other);
    const conv = await findConversation(this.db, me, other);
    const hiddenBefore = conv?.lastTime ?? 0;
    await upsertRead(this.db, me, other, { hiddenBefore, readTime: hiddenBefore });
    return { friend: other, hiddenBefore };
  }

  // ---- peer keys and calls (CHAT-017, CHAT-018, D-15) ----

  /** CHAT-017: registers the key of one of my open tabs. */
  async addKey(me: number, key: string): Promise<{ key: string }> {
    const owner = await peerKeyOwner(this.db, key);
    if (owner !== null && owner !== me) throw new AppError('key_taken');
    await addPeerKey(this.db, me, key);
    return { key };
  }

  /** CHAT-017 / CHAT-018: removes one of my keys; another member's key stays (`deleted: false`). */
  async deleteKey(me: number, key: string): Promise<{ deleted: boolean }> {
    return { deleted: await deletePeerKey(this.db, me, key) };
  }

  private async requireFriend(me: number, other: number): Promise<void> {
    await this.requireMember(other);
    const status = await this.myStatus(me, other);
    if (status !== null && BLOCKED.includes(status)) throw new AppError('friend_blocked');
    if (status !== S.Friends) throw new AppError('not_friends', 'You can only call your friends');
  }

  /** CHAT-017: a friend's newest key not in `tried` (null when none is left). */
  async getKey(me: number, other: number, tried: string[] = []): Promise<{ key: string | null }> {
    await this.requireFriend(me, other);
    const keys = await peerKeysOf(this.db, other);
    return { key: keys.find((k) => !tried.includes(k)) ?? null };
  }

  /** CHAT-017: the friend behind a key (404 unless a friend at status 3). */
  async userByKey(me: number, key: string): Promise<{ user: { id: number } }> {
    const owner = await peerKeyOwner(this.db, key);
    if (owner === null || owner === me || (await this.myStatus(me, owner)) !== S.Friends)
      throw notFound('Key not found');
    return { user: { id: owner } };
  }

  /** D-15: ICE servers for a call (call-ice.ts). */
  iceServers(me: number): IceServers {
    return iceServersFor(this.ice, me, Date.now());
  }

  /** D-15: relays a call signal to a friend at status 3; false when refused. */
  async relaySignal(me: number, to: number, data: unknown): Promise<boolean> {
    if ((await this.signalStatus.statusOf(me, to, (a, b) => this.myStatus(a, b))) !== S.Friends)
      return false;
    this.live.send(to, { type: 'signal', from: me, data });
    return true;
  }
}
