import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@bgc/shared';
import {
  isSendable,
  mergeMessages,
  newClientId,
  openBox,
  pushActive,
  pushRecentFriend,
  showsTime,
  withConversationUpdate,
  withoutAcknowledged,
} from './chat-model.js';

const m = (sender: number, time: number, content = 'x'): ChatMessage => [
  sender,
  time,
  content,
  0,
  1,
];

describe('chat widget rules', () => {
  it('CHAT-004: at most 4 boxes, the oldest closes, reopening moves a box last', () => {
    let boxes: number[] = [];
    for (const id of [1, 2, 3, 4]) boxes = openBox(boxes, id);
    expect(openBox(boxes, 5)).toEqual([2, 3, 4, 5]);
    expect(openBox(boxes, 2)).toEqual([1, 3, 4, 2]);
  });

  it('CHAT-005: 8 active chats and 3 recent friends', () => {
    let active: number[] = [];
    let recent: number[] = [];
    for (let id = 1; id <= 10; id += 1) {
      active = pushActive(active, id);
      recent = pushRecentFriend(recent, id);
    }
    expect(active).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
    expect(recent).toEqual([10, 9, 8]);
  });

  it('CHAT-016: same sender within 60 s hides the repeated time', () => {
    expect(showsTime(undefined, m(1, 0))).toBe(true);
    expect(showsTime(m(1, 0), m(1, 60_000))).toBe(false);
    expect(showsTime(m(1, 0), m(1, 60_001))).toBe(true);
    expect(showsTime(m(1, 0), m(2, 1000))).toBe(true);
  });

  it('merges by time, newest copy wins, and refuses blanks (CHAT-007)', () => {
    const merged = mergeMessages([m(1, 2, 'b'), m(1, 1, 'a')], [m(1, 2, ''), m(2, 3, 'c')]);
    expect(merged.map((x) => [x[1], x[2]])).toEqual([
      [1, 'a'],
      [2, ''],
      [3, 'c'],
    ]);
    expect(isSendable(' \n ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });

  it('client ids (decision 038): URL-safe, distinct; acknowledged ones leave the pending list', () => {
    const ids = Array.from({ length: 50 }, newClientId);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const pending = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(withoutAcknowledged(pending, ['a', 'c', 'z'])).toEqual([{ id: 'b' }]);
    expect(withoutAcknowledged(pending, [])).toEqual(pending);
  });
});

describe('withConversationUpdate (CHAT-029: the friend list after new messages)', () => {
  const friend = (id: number, last: ChatMessage | null, unread: number) => ({
    user: { id },
    lastMessage: last,
    unread,
    readMessage: unread === 0,
  });
  const list = [friend(7, [7, 1_000, 'hi', 0, 1], 1), friend(9, null, 0)];

  it('counts the partner’s new messages as unread while their box is closed', () => {
    const next = withConversationUpdate(list, 7, [[7, 2_000, 'there?', 0, 1]], false)!;
    expect(next[0]).toEqual({
      user: { id: 7 },
      lastMessage: [7, 2_000, 'there?', 0, 1],
      unread: 2,
      readMessage: false,
    });
    expect(next[1]).toBe(list[1]);
  });

  it('counts a message once when it arrives again (live, then the read of the block)', () => {
    const once = withConversationUpdate(list, 7, [[7, 2_000, 'there?', 0, 1]], false)!;
    expect(withConversationUpdate(once, 7, [[7, 2_000, 'there?', 0, 1]], false)![0]!.unread).toBe(
      2,
    );
  });

  it('reads the conversation when the box is open', () => {
    const next = withConversationUpdate(list, 7, [[7, 2_000, 'there?', 0, 1]], true)!;
    expect(next[0]).toMatchObject({ unread: 0, readMessage: true });
  });

  it('keeps the unread count on my own message, which is read by definition', () => {
    const next = withConversationUpdate(list, 7, [[3, 2_000, 'yes', 0, 1]], false)!;
    expect(next[0]).toMatchObject({
      lastMessage: [3, 2_000, 'yes', 0, 1],
      unread: 1,
      readMessage: true,
    });
  });

  it('keeps a newer last message and skips deleted ones', () => {
    const next = withConversationUpdate(
      list,
      7,
      [
        [7, 500, 'old', 0, 1],
        [7, 3_000, '', 2, 1],
      ],
      false,
    )!;
    expect(next[0]!.lastMessage).toEqual([7, 1_000, 'hi', 0, 1]);
  });

  it('answers null for a partner missing from the list', () => {
    expect(withConversationUpdate(list, 8, [[8, 1, 'x', 0, 1]], false)).toBeNull();
  });
});
