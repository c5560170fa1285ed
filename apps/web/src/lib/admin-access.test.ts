import { describe, expect, it } from 'vitest';
import { SUB_ROLES } from '@bgc/shared';
import { isAdministrator } from './admin-access.js';

describe('isAdministrator (D-03)', () => {
  it('needs the Administrator sub-role', () => {
    expect(isAdministrator({ subRoles: [SUB_ROLES.Golfer, SUB_ROLES.Administrator] })).toBe(true);
    expect(isAdministrator({ subRoles: [SUB_ROLES.Coach] })).toBe(false);
    expect(isAdministrator({ subRoles: [] })).toBe(false);
    expect(isAdministrator(null)).toBe(false);
  });
});
