/** Enumerations shared by the server and the SPA (spec entity values). */

/** I18N-001 / D-08: the six UI languages, in switcher order. */
export const UI_LANGUAGES = ['en', 'fr', 'vi', 'it', 'de', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

/** Native labels of the UI languages, shown by the language switcher. */
export const UI_LANGUAGE_LABELS: Readonly<Record<UiLanguage, string>> = {
  en: 'English',
  fr: 'Français',
  vi: 'Tiếng Việt',
  it: 'Italiano',
  de: 'Deutsch',
  es: 'Español',
};

/** HOME-004: the 10 area (zone) slugs of the home map, in display order. */
export const ZONE_SLUGS = [
  'north-america',
  'central-america-caribbean',
  'south-america',
  'western-europe',
  'eastern-europe',
  'middle-east',
  'africa',
  'central-east-asia',
  'south-south-east-asia',
  'oceania',
] as const;
export type ZoneSlug = (typeof ZONE_SLUGS)[number];

/** Friend status numbers (D-02). */
export const FriendStatus = {
  RequestSent: 1,
  RequestReceived: 2,
  Friends: 3,
  RequestAllowed: 4,
  FriendBlockedMe: 6,
  StrangerBlockedMe: 7,
  IBlockedFriend: 8,
  IBlockedStranger: 9,
} as const;

/** D-02: the statuses of a pair where one member blocks the other (6, 7, 8, 9). */
export const BLOCKED_STATUSES: readonly number[] = [
  FriendStatus.FriendBlockedMe,
  FriendStatus.StrangerBlockedMe,
  FriendStatus.IBlockedFriend,
  FriendStatus.IBlockedStranger,
];

/** Post types (POST-001). */
export const PostType = {
  General: 1,
  Vlog: 2,
  Coaching: 3,
  Review: 4,
  Photo: 5,
  CoursePost: 7,
  Discussion: 8,
} as const;

/** CONST-062: course role values. */
export const CourseRole = { Admin: 'Course Admin', Pending: 'Request Pending' } as const;

/**
 * Sub-roles (ROLE-003, ROLE-011): ids stored on the member. Here, not in members.schema, so
 * that a screen checking a role does not load zod with the schemas.
 */
export const SUB_ROLES = { Coach: 1, Golfer: 2, Vlogger: 3, Administrator: 4 } as const;
export const MEMBER_SUB_ROLE_IDS = [SUB_ROLES.Coach, SUB_ROLES.Golfer, SUB_ROLES.Vlogger] as const;
