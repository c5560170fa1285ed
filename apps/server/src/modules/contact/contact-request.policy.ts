import { administratorPolicy } from '../../lib/policy-actor.js';

/**
 * Who may read and answer the contact requests (SVC-018, ROUTE-040; decision 051): anyone sends one
 * (the form needs no account); the list (`list`) and marking one answered (`answer`) are for
 * site Administrators; 401 for a visitor, 403 `forbidden` for any other member.
 */
export type ContactRequestAction = 'list' | 'answer';

export const { can, authorize } = administratorPolicy<ContactRequestAction>();
