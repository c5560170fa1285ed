/**
 * The `rel` of every link a member wrote (decision 037): user content, not endorsed. A module of
 * its own so that pages showing sanitized post HTML do not load the link finder (linkifyjs, about
 * 10 KiB gzipped) that only plain-text content needs.
 */
export const USER_LINK_REL = 'nofollow ugc noopener';
