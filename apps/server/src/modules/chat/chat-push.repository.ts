import { sql } from 'drizzle-orm';
import { CHAT_BLOCK_SIZE, FriendStatus } from '@bgc/shared';
import { queryPrepared, type Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { pair } from './chat.repository.js';

/** D-02: the friend status at which members write to each other. */
const FRIENDS_STATUS = FriendStatus.Friends;

/**
 * What the one-statement push (`pushInOneStatement`) found: whether the partner is an active
 * member, my friend status toward them (null without a row) and, when the messages were stored,
 * the block and the newest stored time (the times are `lastTime − n + 1 … lastTime`).
 */
export interface OneStatementPush {
  peer: boolean;
  status: number | null;
  stored: { conversationId: number; blockId: number; lastTime: number } | null;
}

/**
 * CHAT-008 / CHAT-010 / D-15 (decision 055): the whole ordinary push in one statement. It reads
 * the partner (active, not suspended: decision 029) and my friend row toward them (`FOR SHARE`, so
 * a block committing meanwhile is waited for and seen), and only at status 3 moves the
 * conversation row forward (the `UPDATE` locks it: pushes of one conversation are serialised and
 * their times increase), inserts the messages in its newest block and marks them read for me.
 * Nothing is stored, and `stored` is null, when the conversation or its first block does not
 * exist yet, the newest block has no room for `contents` (CHAT_BLOCK_SIZE), or one of
 * `clientIds` is already stored for me (a retry, decision 038): the caller then takes the
 * transactional path. Times are `max(now, last + 1)` and increasing, as `appendMessages`'.
 * Null, nothing stored, when a concurrent retry stored one of `clientIds` first (the unique
 * violation): the caller's transactional path answers it from the stored rows.
 */
export async function pushInOneStatement(
  db: Db,
  me: number,
  other: number,
  contents: readonly string[],
  clientIds: readonly string[] | null,
  now: number,
): Promise<OneStatementPush | null> {
  const [low, high] = pair(me, other);
  const n = contents.length;
  const texts = JSON.stringify(contents);
  const ids = JSON.stringify(clientIds ?? []);
  // decision 062: prepared, one generic plan per connection for every ordinary push
  const rows = await queryPrepared<{
    peer: boolean;
    status: number | null;
    conversation_id: number | null;
    block_id: number | null;
    last_time: string | number | null;
  }>(
    db,
    'chat_push',
    sql`with peer as (
        select 1 from users where id = ${other} and suspended_at is null
      ), mine as (
        select status from friends where user_id = ${me} and friend_id = ${other} for share
      ), conv as (
        update chat_conversations c
        set last_time = greatest(${now}::bigint, c.last_time + 1) + ${n - 1}::int,
            last_block_count = c.last_block_count + ${n}::int
        where c.user_low = ${low} and c.user_high = ${high}
          and c.last_block_id is not null
          and c.last_block_count + ${n}::int <= ${CHAT_BLOCK_SIZE}::int
          and exists (select 1 from peer)
          and exists (select 1 from mine where status = ${FRIENDS_STATUS}::smallint)
          and not exists (
            select 1 from chat_messages m
            where m.sender_id = ${me}
              and m.client_id in (select jsonb_array_elements_text(${ids}::jsonb))
          )
        returning c.id, c.last_block_id, c.last_time
      ), stored as (
        insert into chat_messages (block_id, sender_id, time, content, client_id)
        select conv.last_block_id, ${me}, conv.last_time - ${n}::int + m.ord, m.content, m.client_id
        from conv,
          rows from (
            jsonb_array_elements_text(${texts}::jsonb),
            jsonb_array_elements_text(${ids}::jsonb)
          ) with ordinality as m(content, client_id, ord)
        returning 1
      ), read_mark as (
        insert into chat_reads (user_id, friend_id, read_time, hidden_before)
        select ${me}, ${other}, conv.last_time, 0 from conv
        on conflict (user_id, friend_id)
          do update set read_time = greatest(chat_reads.read_time, excluded.read_time)
        returning 1
      )
      select exists (select 1 from peer) as peer,
        (select status from mine) as status,
        conv.id as conversation_id, conv.last_block_id as block_id, conv.last_time as last_time
      from (select 1) as one left join conv on true`,
  ).catch((err: unknown) => {
    if (isUniqueViolation(err)) return null;
    throw err;
  });
  if (rows === null) return null;
  const [row] = rows;
  const stored =
    row && row.conversation_id !== null && row.block_id !== null && row.last_time !== null
      ? {
          conversationId: row.conversation_id,
          blockId: row.block_id,
          lastTime: Number(row.last_time),
        }
      : null;
  return {
    peer: Boolean(row?.peer),
    status: row?.status === null || row?.status === undefined ? null : Number(row.status),
    stored,
  };
}
