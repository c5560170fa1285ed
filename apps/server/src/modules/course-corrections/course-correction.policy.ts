import { administratorPolicy } from '../../lib/policy-actor.js';

/**
 * Who may correct the course table (RANK-018, OPEN-032; decision 051): listing the corrections
 * (`list`) and removing, restoring, reclassifying, relocating or merging a course (`correct`)
 * are for site Administrators; 401 for a visitor, 403 `forbidden` for any other member.
 */
export type CourseCorrectionAction = 'list' | 'correct';

export const { can, authorize } = administratorPolicy<CourseCorrectionAction>();
