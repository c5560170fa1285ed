import { describe, expect, it } from 'vitest';
import { parseReply } from './live-redis.js';

describe('RESP2 reply parser of the live Redis transport (D-15)', () => {
  it('reads simple, error, integer, bulk, null and nested array replies', () => {
    expect(parseReply(Buffer.from('+OK\r\n'), 0)).toEqual({ value: 'OK', end: 5 });
    expect(parseReply(Buffer.from('-ERR x\r\n'), 0)?.value).toBeInstanceOf(Error);
    expect(parseReply(Buffer.from(':42\r\n'), 0)?.value).toBe(42);
    expect(parseReply(Buffer.from('$4\r\nhé!\r\n'), 0)?.value).toBe('hé!');
    expect(parseReply(Buffer.from('$-1\r\n'), 0)?.value).toBeNull();
    const push = Buffer.from('*3\r\n$7\r\nmessage\r\n$8\r\nbgc:live\r\n$2\r\n{}\r\n');
    expect(parseReply(push, 0)).toEqual({ value: ['message', 'bgc:live', '{}'], end: push.length });
  });

  it('waits for the rest of a reply split over TCP chunks', () => {
    expect(parseReply(Buffer.from('$10\r\nabc'), 0)).toBeNull();
    expect(parseReply(Buffer.from('*2\r\n:1\r\n'), 0)).toBeNull();
    expect(parseReply(Buffer.from('+OK'), 0)).toBeNull();
  });
});
