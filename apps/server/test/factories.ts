import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signRequest, type AuthAnswer } from '@bgc/shared';
import { json } from './test-app.js';

let ipCounter = 1;
/** A fresh client address, so per-IP rate limits of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * A visitor's unsigned JSON POST to `url`, from `remoteAddress`: a fresh address by default, so
 * that the per-address rate limits of other tests never apply.
 */
export function visitorPost(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  remoteAddress = freshIp(),
) {
  return app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

/** Eight random hex characters, to make names and texts of one test unique in the shared database. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

export interface TestMember {
  id: number;
  email: string;
  password: string;
  token: string;
  firstName: string;
  lastName: string;
}

/** Registers a new member through the API (each test makes its own data, docs/style.md §10). */
export async function createMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestMember> {
  const suffix = uniqueSuffix();
  const body = {
    email: `member.${suffix}@example.test`,
    password: 'secret12',
    firstName: 'Ada',
    lastName: `Tester${suffix.slice(0, 4)}`,
    subRoles: [2],
    languages: [30],
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: body,
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const answer = json<AuthAnswer>(res);
  return {
    id: answer.user.id,
    email: String(body.email),
    password: String(body.password),
    token: answer.token,
    firstName: String(body.firstName),
    lastName: String(body.lastName),
  };
}

/** Sends a request signed per D-01 with the member's token. */
export async function signed(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  extra: Partial<InjectOptions> = {},
) {
  const authorization = await signRequest(token, method, url);
  return app.inject({
    method,
    url,
    headers: { authorization, ...(extra.headers ?? {}) },
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    remoteAddress: extra.remoteAddress ?? freshIp(),
  });
}

/** POST /auth (T02): signs `m` in with his e-mail and password, from a fresh client address. */
export function signIn(app: FastifyInstance, m: { email: string; password: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: m.email, password: m.password },
    remoteAddress: freshIp(),
  });
}

/** Makes `a` and `b` friends at status 3 (FRIEND-*: a's request, b's accept). */
export async function makeFriends(app: FastifyInstance, a: TestMember, b: TestMember) {
  const request = await signed(app, a.token, 'POST', '/api/friend/request', { friend: b.id });
  if (request.statusCode !== 200) throw new Error(`friend request failed: ${request.body}`);
  const accept = await signed(app, b.token, 'PUT', `/api/friend/accept/${a.id}`);
  if (accept.statusCode !== 200) throw new Error(`friend accept failed: ${accept.body}`);
}
