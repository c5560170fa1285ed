import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '../../lib/live-events.js';
import type { LiveTransport } from './live-bus.js';

type Reply = string | number | null | Error | Reply[];

/**
 * Minimal RESP2 client (one TCP connection, pipelined commands, automatic reconnection) — just
 * what the live fan-out needs, so the live bus carries no client library of its own (decision 011).
 */
export class RespConnection {
  private socket: net.Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private readonly pending: Array<{ resolve: (r: Reply) => void; reject: (e: Error) => void }> = [];
  private closed = false;
  private ready: Promise<void> | null = null;
  /** Unsolicited replies (pub/sub messages) when subscribed. */
  onPush: ((reply: Reply[]) => void) | null = null;
  /** Runs after every (re)connection, e.g. SUBSCRIBE again. */
  onConnect: (() => Promise<void>) | null = null;

  constructor(
    private readonly url: URL,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Connects (once); later calls wait for the current connection. */
  connect(): Promise<void> {
    this.ready ??= new Promise<void>((resolve, reject) => {
      const socket = net.connect({
        host: this.url.hostname,
        port: Number(this.url.port || 6379),
      });
      socket.setNoDelay(true);
      socket.once('connect', () => {
        this.socket = socket;
        void (async () => {
          try {
            if (this.url.password)
              await this.command('AUTH', decodeURIComponent(this.url.password));
            const db = this.url.pathname.replace('/', '');
            if (db) await this.command('SELECT', db);
            await this.onConnect?.();
            resolve();
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        })();
      });
      socket.on('data', (chunk) => this.read(chunk));
      socket.on('error', (err) => {
        this.log?.warn({ err }, 'redis connection error');
        if (!this.socket) reject(err);
      });
      socket.on('close', () => {
        this.socket = null;
        this.buffer = Buffer.alloc(0);
        for (const p of this.pending.splice(0)) p.reject(new Error('redis connection closed'));
        this.ready = null;
        if (!this.closed)
          setTimeout(() => {
            if (!this.closed) this.connect().catch(() => undefined);
          }, 250).unref();
      });
    });
    return this.ready;
  }

  /** Sends one command; resolves with its reply (a Redis error rejects). */
  command(...args: Array<string | number>): Promise<Reply> {
    if (!this.socket) return Promise.reject(new Error('redis not connected'));
    const parts = [`*${args.length}\r\n`];
    for (const arg of args) {
      const s = String(arg);
      parts.push(`$${Buffer.byteLength(s)}\r\n${s}\r\n`);
    }
    return new Promise<Reply>((resolve, reject) => {
      this.pending.push({
        resolve: (r) => (r instanceof Error ? reject(r) : resolve(r)),
        reject,
      });
      this.socket!.write(parts.join(''));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.socket?.destroy();
  }

  private read(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      const parsed = parseReply(this.buffer, 0);
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.end);
      const reply = parsed.value;
      if (this.onPush && Array.isArray(reply) && reply[0] === 'message') {
        this.onPush(reply);
        continue;
      }
      this.pending.shift()?.resolve(reply);
    }
  }
}

/** Parses one RESP2 reply at `at`; null when the buffer holds only part of it. */
export function parseReply(buf: Buffer, at: number): { value: Reply; end: number } | null {
  const eol = buf.indexOf('\r\n', at);
  if (eol < 0) return null;
  const kind = String.fromCharCode(buf[at]!);
  const line = buf.toString('utf8', at + 1, eol);
  const next = eol + 2;
  switch (kind) {
    case '+':
      return { value: line, end: next };
    case '-':
      return { value: new Error(line), end: next };
    case ':':
      return { value: Number(line), end: next };
    case '$': {
      const len = Number(line);
      if (len < 0) return { value: null, end: next };
      if (buf.length < next + len + 2) return null;
      return { value: buf.toString('utf8', next, next + len), end: next + len + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, end: next };
      const items: Reply[] = [];
      let pos = next;
      for (let i = 0; i < count; i += 1) {
        const item = parseReply(buf, pos);
        if (!item) return null;
        items.push(item.value);
        pos = item.end;
      }
      return { value: items, end: pos };
    }
    default:
      throw new Error(`unexpected RESP reply type ${kind}`);
  }
}

const CHANNEL = 'bgc:live';
const INSTANCES = 'bgc:live:instances';
const presenceKey = (instance: string) => `bgc:live:presence:${instance}`;
/** An instance that has not beaten for this long is gone (its sockets are closed). */
const INSTANCE_TTL_MS = 15_000;
const HEARTBEAT_MS = 5_000;

/**
 * D-15 Redis transport: one channel carries `{u: userId, e: event}` to every instance; presence
 * is a hash per instance (member → open sockets) plus a sorted set of instances by heartbeat, so
 * a killed instance stops counting after INSTANCE_TTL_MS.
 */
export async function createLiveTransport(
  redisUrl: string,
  log?: FastifyBaseLogger,
): Promise<LiveTransport> {
  const url = new URL(redisUrl);
  const instance = randomBytes(8).toString('hex');
  const pub = new RespConnection(url, log);
  const sub = new RespConnection(url, log);
  const local = new Map<number, number>();
  let deliver: ((userId: number, event: LiveEvent) => void) | null = null;

  sub.onPush = (reply) => {
    if (reply[1] !== CHANNEL || typeof reply[2] !== 'string') return;
    try {
      const { u, e } = JSON.parse(reply[2]) as { u: number; e: LiveEvent };
      deliver?.(u, e);
    } catch (err) {
      log?.warn({ err }, 'bad live message on redis');
    }
  };
  sub.onConnect = async () => {
    await sub.command('SUBSCRIBE', CHANNEL);
  };
  const beat = async () => {
    await pub.command('ZADD', INSTANCES, Date.now(), instance);
    await pub.command('PEXPIRE', presenceKey(instance), INSTANCE_TTL_MS * 2);
  };
  pub.onConnect = async () => {
    // after a Redis restart the counts of this instance are written again
    if (local.size) {
      const fields = [...local].flatMap(([u, n]) => [u, n]);
      await pub.command('HSET', presenceKey(instance), ...fields);
    }
    await beat();
  };
  await Promise.all([pub.connect(), sub.connect()]);
  const timer = setInterval(() => {
    beat().catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();

  return {
    publish(userId, event) {
      pub.command('PUBLISH', CHANNEL, JSON.stringify({ u: userId, e: event })).catch((err) => {
        log?.warn({ err }, 'live event not published');
      });
    },
    onEvent(fn) {
      deliver = fn;
    },
    async setPresence(userId, count) {
      if (count > 0) local.set(userId, count);
      else local.delete(userId);
      try {
        if (count > 0) await pub.command('HSET', presenceKey(instance), userId, count);
        else await pub.command('HDEL', presenceKey(instance), userId);
      } catch (err) {
        log?.warn({ err }, 'presence not shared');
      }
    },
    async online(ids) {
      const found = new Set<number>();
      if (ids.length === 0) return found;
      for (const id of ids) if ((local.get(id) ?? 0) > 0) found.add(id);
      try {
        const live = (await pub.command(
          'ZRANGEBYSCORE',
          INSTANCES,
          Date.now() - INSTANCE_TTL_MS,
          '+inf',
        )) as string[];
        for (const other of live) {
          if (other === instance) continue;
          const counts = (await pub.command('HMGET', presenceKey(other), ...ids)) as Array<
            string | null
          >;
          counts.forEach((c, i) => {
            if (c !== null && Number(c) > 0) found.add(ids[i]!);
          });
        }
      } catch (err) {
        log?.warn({ err }, 'shared presence unavailable, local only');
      }
      return found;
    },
    async close() {
      clearInterval(timer);
      try {
        await pub.command('DEL', presenceKey(instance));
        await pub.command('ZREM', INSTANCES, instance);
      } catch {
        // best effort on shutdown
      }
      await Promise.all([pub.close(), sub.close()]);
    },
  };
}
