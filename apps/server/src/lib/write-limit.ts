import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CounterStore } from './counter-store.js';
import { AppError } from './errors.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * D-10 "writes per member", one budget across every write route (the limit
 * used to count per route, so 3 routes gave 3 budgets). A member is counted by id, a visitor
 * by client address (D-14). Routes with their own `config.rateLimit` (sign-in, register,
 * reset…) keep only that limit. Register inside the API scope after the auth guard.
 */
export function registerWriteLimit(
  app: FastifyInstance,
  options: { store: CounterStore; max: number; windowMs: number },
): void {
  if (options.max <= 0) return;
  app.addHook('preHandler', async (request: FastifyRequest, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const own = (request.routeOptions.config as { rateLimit?: unknown } | undefined)?.rateLimit;
    if (own !== undefined) return;
    const key = request.actor ? `writes:member:${request.actor.userId}` : `writes:ip:${request.ip}`;
    const count = await options.store.increment(key, options.windowMs);
    if (count > options.max) {
      const left = Math.max(1, Math.ceil((await options.store.remaining(key)) / 1000));
      reply.header('Retry-After', String(left));
      throw new AppError('rate_limited', `Too many requests, retry in ${left} s`);
    }
  });
}
