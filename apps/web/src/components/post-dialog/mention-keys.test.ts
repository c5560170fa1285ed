import { describe, expect, it } from 'vitest';
import { mentionKey } from './mention-keys.js';

describe('mentionKey (POST-022)', () => {
  it('moves the active option with the arrows, wrapping at both ends', () => {
    expect(mentionKey('ArrowDown', 3, -1)).toEqual({ active: 0, action: 'none', handled: true });
    expect(mentionKey('ArrowDown', 3, 2).active).toBe(0);
    expect(mentionKey('ArrowUp', 3, -1).active).toBe(2);
    expect(mentionKey('ArrowUp', 3, 1).active).toBe(0);
  });

  it('picks the active option with Enter; Enter with none active stays a new line', () => {
    expect(mentionKey('Enter', 3, 1)).toEqual({ active: 1, action: 'pick', handled: true });
    expect(mentionKey('Enter', 3, -1).handled).toBe(false);
  });

  it('closes the list with Escape and leaves other keys to the editor', () => {
    expect(mentionKey('Escape', 3, 1)).toEqual({ active: -1, action: 'dismiss', handled: true });
    expect(mentionKey('a', 3, 1)).toEqual({ active: 1, action: 'none', handled: false });
    expect(mentionKey('ArrowDown', 0, -1).handled).toBe(false);
  });
});
