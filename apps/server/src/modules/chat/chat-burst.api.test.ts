import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationAnswer, PushMessageAnswer } from '@bgc/shared';
import { idempotencyKeys } from '../../db/schema/index.js';
import { json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import { signed, type TestMember } from '../../../test/factories.js';
import { friendsPair, pushMessages } from '../../../test/chat-fixtures.js';
import { connectLive, socketsEndedAfterAll, waitFor } from '../../../test/live-client.js';

/**
 * CHAT-008 / CHAT-009 / CHAT-019 (decision 055): a burst of 500 messages over 5 conversations,
 * one push in flight per conversation as the SPA sends them, every tenth push sent twice (a retry
 * with the same client id). None is lost, none stored or delivered twice, and each conversation
 * keeps its order, in storage and live, across the block boundary (CHAT_BLOCK_SIZE) where the
 * one-statement push hands over to the transactional one. The pushes carry an Idempotency-Key as the
 * SPA's do; client ids make it unneeded and no key is stored.
 */
const suite = apiSuite();
const sockets = socketsEndedAfterAll();

const PAIRS = 5;
const PER_PAIR = 100;

/** Every stored message of `m`'s conversation with `friend`, oldest first, block by block. */
async function storedMessages(m: TestMember, friend: number): Promise<ChatMessage[]> {
  const blocks: ChatMessage[][] = [];
  let index = -1;
  for (;;) {
    const answer = json<ConversationAnswer>(
      await signed(suite.app, m.token, 'GET', `/api/chat/get-conversation/${friend}/${index}`),
    );
    blocks.unshift(answer.messages);
    if (answer.noMoreBlock) break;
    index = answer.blockIndex - 1;
  }
  return blocks.flat();
}

describe('a burst of messages (CHAT-008, CHAT-009, decision 055)', () => {
  it('loses none, duplicates none and keeps order per conversation', async () => {
    const pairs = await Promise.all(Array.from({ length: PAIRS }, () => friendsPair(suite.app)));
    const lives = await Promise.all(pairs.map(([, b]) => connectLive(suite.app, b.token)));
    sockets.push(...lives.map((l) => l.ws));
    const tag = Date.now().toString(36);
    await Promise.all(
      pairs.map(async ([a, b], k) => {
        for (let n = 1; n <= PER_PAIR; n += 1) {
          const ids = [`burst${tag}p${k}n${n}xxxxxxxxxxxxxx`.slice(0, 24)];
          // as the SPA sends it: an Idempotency-Key too, which client ids make unneeded
          const key = { 'idempotency-key': `${ids[0]}key` };
          const first = await pushMessages(suite.app, a, b.id, [`${n}`], ids, key);
          expect(first.statusCode, first.body).toBe(200);
          if (n % 10 === 0) {
            // the answer was lost on the way: the same message again
            const again = await pushMessages(suite.app, a, b.id, [`${n}`], ids, key);
            expect(json<PushMessageAnswer>(again)).toEqual(json<PushMessageAnswer>(first));
          }
        }
      }),
    );
    const received = (k: number) =>
      lives[k]!.messages.filter((m) => m.type === 'message').flatMap((m) =>
        (m.data as { messages: ChatMessage[] }).messages.map((x) => Number(x[2])),
      );
    await waitFor(() => pairs.every((_, k) => received(k).length >= PER_PAIR), 20_000);
    const expected = Array.from({ length: PER_PAIR }, (_, i) => i + 1);
    for (const [k, [a, b]] of pairs.entries()) {
      // live: each once, in the order sent
      expect(received(k)).toEqual(expected);
      // stored: each once, in the order sent, times increasing, over more than one block
      const stored = await storedMessages(b, a.id);
      expect(stored.map((m) => Number(m[2]))).toEqual(expected);
      expect(stored.every((m, i) => i === 0 || m[1] > stored[i - 1]![1])).toBe(true);
      expect(new Set(stored.map((m) => m[4])).size).toBeGreaterThan(1);
      // decision 055: no idempotency key was stored for these pushes
      const [keys] = await suite.database.db
        .select({ n: count() })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.userId, a.id));
      expect(keys?.n).toBe(0);
    }
  });
});
