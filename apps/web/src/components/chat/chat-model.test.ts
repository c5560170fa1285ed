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
