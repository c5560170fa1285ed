import type { ReactElement } from 'react';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';

/**
 * The four social networks of a member's profile (PROF-020), shown on one's own profile and on
 * a member's page.
 */

/** PROF-020: the profile fields holding the four social URLs, in display order. */
export const SOCIAL_FIELDS = ['facebookUrl', 'instagramUrl', 'twitterUrl', 'youtubeUrl'] as const;

/** One of the four social URL fields of a profile. */
export type SocialField = (typeof SOCIAL_FIELDS)[number];

/** Brand names (not translated) and icons of the four networks. */
export const SOCIAL_NETWORKS: Readonly<Record<SocialField, { label: string; icon: ReactElement }>> =
  {
    facebookUrl: { label: 'Facebook', icon: <FacebookIcon /> },
    instagramUrl: { label: 'Instagram', icon: <InstagramIcon /> },
    twitterUrl: { label: 'Twitter', icon: <XIcon /> },
    youtubeUrl: { label: 'Youtube', icon: <YouTubeIcon /> },
  };
