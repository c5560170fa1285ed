import { policyActor, type PolicyActor } from '../src/lib/policy-actor.js';

/**
 * The actor kinds every `*.policy.unit.test.ts` checks (decision 051): a guest, a member, the
 * author of the entity (id 1), the manager of course 9 (an accepted claim), a member whose
 * claim on course 9 waits, and a site Administrator.
 */
export const AUTHOR_ID = 1;
/** The course the entities of the policy tests belong to. */
export const COURSE_ID = 9;

export const actors = {
  guest: null,
  member: policyActor(2, [2], []),
  author: policyActor(AUTHOR_ID, [1], []),
  courseManager: policyActor(3, [2], [{ id: COURSE_ID, status: 'accepted' }]),
  otherCourseManager: policyActor(4, [2], [{ id: 8, status: 'accepted' }]),
  claimant: policyActor(5, [2], [{ id: COURSE_ID, status: 'pending' }]),
  administrator: policyActor(6, [2, 4], []),
} satisfies Record<string, PolicyActor | null>;

export type ActorKind = keyof typeof actors;
export const ACTOR_KINDS = Object.keys(actors) as ActorKind[];

/** The actor kinds for which `allowed` holds, to compare with a policy's `can` answers. */
export function allowedKinds(allowed: (actor: PolicyActor | null) => boolean): ActorKind[] {
  return ACTOR_KINDS.filter((kind) => allowed(actors[kind]));
}

/** The error `fn` throws ({status, code, message}), or null. */
export function refusal(
  fn: () => unknown,
): { status: number; code: string; message: string } | null {
  try {
    fn();
    return null;
  } catch (err) {
    const e = err as { status: number; code: string; message: string };
    return { status: e.status, code: e.code, message: e.message };
  }
}
