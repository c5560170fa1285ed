import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerEtag, keepAnswer, keptAnswerSerializerCompiler } from './kept-answer.js';

/** A route's serializer whose schema counts its validations (a transform runs on each parse). */
function countingSerializer() {
  const counted = { parses: 0 };
  const schema = z.object({
    list: z.array(z.object({ name: z.string() })),
    total: z.number().transform((n) => {
      counted.parses += 1;
      return n;
    }),
  });
  const serialize = keptAnswerSerializerCompiler({
    schema,
    method: 'GET',
    url: '/api/things',
    httpStatus: '200',
  });
  return { serialize, counted };
}

describe('kept answers (decision 075)', () => {
  it('keepAnswer freezes the answer and everything in it', () => {
    const page = keepAnswer({ list: [{ name: 'Old Course', country: { slug: 'scotland' } }] });
    expect(Object.isFrozen(page)).toBe(true);
    expect(Object.isFrozen(page.list)).toBe(true);
    expect(Object.isFrozen(page.list[0]?.country)).toBe(true);
    expect(() => {
      (page.list as Array<{ name: string }>).push({ name: 'another' });
    }).toThrow(TypeError);
    // a binary view cannot be frozen: it is left as it is, the rest is kept
    const withBytes = keepAnswer({ name: 'logo', bytes: new Uint8Array([1, 2]) });
    expect(Object.isFrozen(withBytes)).toBe(true);
    expect(Object.isFrozen(withBytes.bytes)).toBe(false);
  });

  it('validates and serializes a kept answer once, then reuses its text', () => {
    const { serialize, counted } = countingSerializer();
    const page = keepAnswer({ list: [{ name: 'Pine Valley' }], total: 1, extra: 'not sent' });
    const first = serialize(page);
    expect(JSON.parse(first)).toEqual({ list: [{ name: 'Pine Valley' }], total: 1 });
    expect(serialize(page)).toBe(first);
    expect(counted.parses).toBe(1);
  });

  it('serializes every other answer on each request', () => {
    const { serialize, counted } = countingSerializer();
    const page = { list: [{ name: 'Pine Valley' }], total: 1 };
    serialize(page);
    page.total = 2;
    expect(JSON.parse(serialize(page))).toEqual({ list: [{ name: 'Pine Valley' }], total: 2 });
    expect(counted.parses).toBe(2);
  });

  it('throws for a kept answer its schema refuses, each time, remembering nothing', () => {
    const { serialize } = countingSerializer();
    const wrong = keepAnswer({ list: [{ name: 7 }], total: 1 });
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize(wrong)).toThrow();
  });

  it('gives equal answers the same weak ETag, kept or not, and different ones different tags', () => {
    const kept = keepAnswer({ list: [{ name: 'Royal Dornoch' }], total: 1 });
    const fresh = { list: [{ name: 'Royal Dornoch' }], total: 1 };
    expect(answerEtag(kept)).toMatch(/^W\/"[\w-]+"$/);
    expect(answerEtag(kept)).toBe(answerEtag(fresh));
    expect(answerEtag(kept)).not.toBe(answerEtag({ list: [], total: 0 }));
  });
});
