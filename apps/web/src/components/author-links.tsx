import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TypographyProps } from '@mui/material/Typography';
import { MemberAvatar } from './member-avatar.js';

/** The author of a post, review or comment as the API sends it (`profile`). */
export interface AuthorProfile {
  name: string;
  picture: string | null | undefined;
}

export interface AuthorAvatarLinkProps {
  profile: AuthorProfile;
  /** The author's profile page (`paths.profilePerson(id)`). */
  to: string;
  /** Avatar diameter in px. */
  size: number;
}

/**
 * The author's avatar linking to the profile, left of a post card, review card or comment
 * (POST-004). Out of the tab order and hidden from assistive technology: the name next to it is
 * the same link.
 */
export function AuthorAvatarLink({ profile, to, size }: AuthorAvatarLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      tabIndex={-1}
      aria-hidden
      sx={{ textDecoration: 'none', flexShrink: 0 }}
    >
      <MemberAvatar name={profile.name} picture={profile.picture} size={size} />
    </Box>
  );
}

export interface AuthorNameLinkProps {
  name: string;
  /** The author's profile page (`paths.profilePerson(id)`). */
  to: string;
  /** Typography variant of the link (a comment's name is `body2`); the inherited one if unset. */
  variant?: TypographyProps['variant'];
}

/** The author's name in bold, linking to the profile, underlined on hover (POST-004). */
export function AuthorNameLink({ name, to, variant }: AuthorNameLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      variant={variant}
      sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}
    >
      {name}
    </Link>
  );
}
