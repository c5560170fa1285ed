import { administratorPolicy } from '../../lib/policy-actor.js';

/**
 * Who may moderate (D-04, decision 042, decision 051): any member reports content (the route
 * asks for a session); the queue (`list`) and deciding a report (`decide`: hide, suspend,
 * dismiss) are for site Administrators; 401 for a visitor, 403 `forbidden` for any other member.
 */
export type ReportAction = 'list' | 'decide';

export const { can, authorize } = administratorPolicy<ReportAction>();
