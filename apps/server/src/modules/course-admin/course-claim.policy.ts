import { administratorPolicy } from '../../lib/policy-actor.js';

/**
 * Who may handle the course claims (D-03, COURSE-024, OPEN-002; decision 051): the queue of
 * pending claims (`list`) and accepting or rejecting one (`decide`) are for site
 * Administrators; 401 for a visitor, 403 `forbidden` for any other member.
 */
export type CourseClaimAction = 'list' | 'decide';

export const { can, authorize } = administratorPolicy<CourseClaimAction>();
