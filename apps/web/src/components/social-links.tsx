import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@bgc/shared';
import { clientConfigQuery } from './site-queries.js';
import { SocialIconList } from './social-icon-list.js';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import XIcon from '@mui/icons-material/X';
import LinkedInIcon from '@mui/icons-material/LinkedIn';

/** A social network BGC may have an account on. */
export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'x' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  /** Brand name, also the accessible label (not translated). */
  label: string;
  /** Account URL; empty when BGC has no account there (the icon is then not shown). */
  url: string;
}

const env = import.meta.env as Record<string, string | undefined>;

/**
 * HOME-009, SHELL-018 (OPEN-051): build-time fallback of the social accounts
 * (`VITE_SOCIAL_FACEBOOK_URL`, `VITE_SOCIAL_INSTAGRAM_URL`, `VITE_SOCIAL_YOUTUBE_URL`,
 * `VITE_SOCIAL_X_URL`, `VITE_SOCIAL_LINKEDIN_URL`); the server's configuration wins.
 */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', url: env.VITE_SOCIAL_FACEBOOK_URL ?? '' },
  { network: 'instagram', label: 'Instagram', url: env.VITE_SOCIAL_INSTAGRAM_URL ?? '' },
  { network: 'youtube', label: 'YouTube', url: env.VITE_SOCIAL_YOUTUBE_URL ?? '' },
  { network: 'x', label: 'X', url: env.VITE_SOCIAL_X_URL ?? '' },
  { network: 'linkedin', label: 'LinkedIn', url: env.VITE_SOCIAL_LINKEDIN_URL ?? '' },
];

const ICONS: Record<SocialNetwork, ReactElement> = {
  facebook: <FacebookIcon />,
  instagram: <InstagramIcon />,
  youtube: <YouTubeIcon />,
  x: <XIcon />,
  linkedin: <LinkedInIcon />,
};

/**
 * HOME-009: the social accounts with a URL, from the server's configuration
 * (`SOCIAL_*_URL` → `GET /client-config`, read once per page load), else the build-time ones.
 */
export function useSocialLinks(): readonly SocialLink[] {
  const config = useQuery(clientConfigQuery);
  const social: Partial<ClientConfig['social']> = config.data?.social ?? {};
  return SOCIAL_LINKS.map((link) => ({ ...link, url: social[link.network] || link.url })).filter(
    (link) => link.url !== '',
  );
}

/** The configured social links as icon buttons opening in a new tab; nothing when none is set. */
export function SocialLinks({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const links = useSocialLinks();
  if (links.length === 0) return null;
  return (
    <SocialIconList
      links={links.map((link) => ({ ...link, key: link.network, icon: ICONS[link.network] }))}
      spacing={0.5}
      buttonProps={{ color }}
    />
  );
}
