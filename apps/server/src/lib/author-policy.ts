import { forbidden, unauthorized } from './errors.js';
import type { PolicyActor } from './policy-actor.js';

/** The two actions of an authored entity (a post, review or comment). */
export type AuthorAction = 'update' | 'delete';

/** The abilities an answer ships with an authored entity (docs/style.md §5). */
export interface Abilities {
  canUpdate: boolean;
  canDelete: boolean;
}

/**
 * docs/style.md §5 and decision 051 for an authored entity (a post, review or comment): the
 * author updates; the author, or an actor `mayDeleteOthers` admits, deletes; a visitor does
 * neither (`can`). `authorize` throws 401 'You need to login' for a visitor and 403 `forbidden`
 * with the spec's refusal text of the action when `can` says no; `abilities` is what each
 * answer ships (`canUpdate`, `canDelete`).
 */
export function authorPolicy<E extends { authorId: number }>(
  mayDeleteOthers: (actor: PolicyActor, entity: E) => boolean,
  refusals: Readonly<Record<AuthorAction, string>>,
) {
  const can = (actor: PolicyActor | null, action: AuthorAction, entity: E): boolean => {
    if (!actor) return false;
    const own = entity.authorId === actor.userId;
    return action === 'update' ? own : own || mayDeleteOthers(actor, entity);
  };
  return {
    can,
    authorize: (actor: PolicyActor | null, action: AuthorAction, entity: E): void => {
      if (!actor) throw unauthorized('You need to login');
      if (!can(actor, action, entity)) throw forbidden(refusals[action]);
    },
    abilities: (actor: PolicyActor | null, entity: E): Abilities => ({
      canUpdate: can(actor, 'update', entity),
      canDelete: can(actor, 'delete', entity),
    }),
  };
}
