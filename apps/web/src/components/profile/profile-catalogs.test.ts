import { describe, expect, it } from 'vitest';
import { MSG } from '@bgc/shared';
import { loadCatalog } from '../../i18n/catalog-testing.js';
import { PROFILE_MSG_KEYS } from './profile-format.js';

/** The 'profile' catalog keeps the spec's texts verbatim in English (parity: i18n/catalogs.test.ts). */
const en = loadCatalog('en', 'profile');

describe('profile catalogs', () => {
  it('keeps the spec texts verbatim in English (ERR-007, ERR-008, ERR-044, PROF-*, SHELL-006)', () => {
    for (const key of PROFILE_MSG_KEYS) expect(en.get(`msg.${key}`), key).toBe(MSG[key]);
    const exact: Record<string, string> = {
      'menu.manageProfile': 'Manage my profile',
      'menu.manageCourse': 'Manage {{course}}',
      'menu.logout': 'Logout',
      'tabs.timeline': 'Timeline',
      'tabs.profile': 'Profile',
      'tabs.golf': 'Golf played',
      'tabs.subscriptions': 'Subscriptions',
      'sections.account': 'Account',
      'sections.information': 'Information',
      'sections.social': 'Social networks',
      'actions.edit': 'Edit',
      'actions.save': 'Save',
      'actions.cancel': 'Cancel',
      'information.coach': "I'm a Coach",
      'information.golfer': "I'm a Golfer",
      'information.vlogger': "I'm a Vlogger",
      'bio.remaining': '{{n}} characters remaining',
      'toast.updateSuccess': 'Update success',
      'toast.addPlayedSuccess': 'Add course player success',
      'toast.playedExists': 'You have already added this golf course',
      'toast.serverError': 'Server error',
      'images.tooLarge': 'File size must under 20Mb',
      'crop.apply': 'Crop',
      'crop.cancel': 'Cancel',
      'follow.follow': 'Follow',
      'follow.unfollow': 'Unfollow',
      'friend.invite': 'Send an invitation',
      'friend.invitationSent': 'Invitation send',
      'friend.requestAwaiting': 'Request awaiting',
      'friend.message': 'Message',
      'friend.unblock': 'Unblock user',
      'friend.report': 'Report',
      'friend.block': 'Block',
    };
    for (const [key, text] of Object.entries(exact)) expect(en.get(key), key).toBe(text);
  });
});
