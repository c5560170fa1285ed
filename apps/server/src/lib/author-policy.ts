import { forbidden, unauthorized } from './errors.js';

/** The two actions of an authored entity (a post, review or comment). */
export type AuthorAction = 'update' | 'delete';

/** The abilities an answer ships with an authored entity (docs/style.md §5). */
export interface Abilities {
  canUpdate: boolean;
  canDelete: boolean;
}

/**
 * docs/style.md §5 for an entity with an `update` and a `delete` action, from its rule `may`
 * (false for a visitor) and the spec's refusal text of each action: `authorize` throws 401
 * 'You need to login' for a visitor and 403 `forbidden` with the action's text when `may` says
 * no; `abilities` is what each answer ships (`canUpdate`, `canDelete`).
 */
export function authorPolicy<A, E>(
  may: (actor: A | null, action: AuthorAction, entity: E) => boolean,
  refusals: Readonly<Record<AuthorAction, string>>,
) {
  return {
    authorize: (actor: A | null, action: AuthorAction, entity: E): void => {
      if (!actor) throw unauthorized('You need to login');
      if (!may(actor, action, entity)) throw forbidden(refusals[action]);
    },
    abilities: (actor: A | null, entity: E): Abilities => ({
      canUpdate: may(actor, 'update', entity),
      canDelete: may(actor, 'delete', entity),
    }),
  };
}
