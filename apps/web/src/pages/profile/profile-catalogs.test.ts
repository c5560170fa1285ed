import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MSG, UI_LANGUAGES } from '@bgc/shared';
import { PROFILE_MSG_KEYS } from './profile-format.js';

/** style.md §12: the 'profile' catalogs hold the same keys and placeholders in every language. */
type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(lang: string): Map<string, string> {
  const url = new URL(`../../i18n/locales/${lang}/profile.json`, import.meta.url);
  return flatten(JSON.parse(readFileSync(url, 'utf8')) as Catalog);
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

const en = load('en');

describe('profile catalogs', () => {
  it.each(UI_LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has the English keys and placeholders',
    (lang) => {
      const other = load(lang);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(placeholders(other.get(key) ?? ''), `${lang}:${key}`).toEqual(placeholders(text));
        expect(other.get(key)?.trim(), `${lang}:${key}`).not.toBe('');
      }
    },
  );

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
      'friend.chatSoon': 'Chat is coming soon',
    };
    for (const [key, text] of Object.entries(exact)) expect(en.get(key), key).toBe(text);
  });
});
