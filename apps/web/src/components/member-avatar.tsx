import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

export interface MemberAvatarProps {
  /** The member's (or course's) display name; gives the initials and the alt text. */
  name: string;
  /** Image URL path ('/media/users/12/….jpg') or null. */
  picture: string | null | undefined;
  /** Diameter in px (the own profile shows 145, AVATAR_DISPLAY_PX). */
  size?: number;
  /** Decorative when the name is written next to it (alt ''), the default. */
  decorative?: boolean;
  sx?: SxProps<Theme>;
}

type SxItem = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

/** `sx` as a list, to append it after the base style (MUI's documented pattern). */
function sxList(sx: SxProps<Theme> | undefined): ReadonlyArray<SxItem | boolean> {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? (sx as ReadonlyArray<SxItem | boolean>) : [sx as SxItem];
}

/** Up to two initials of a name ('Alice Tester' → 'AT'). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => Array.from(part ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * A member's round picture (SHELL-005, PROF-003, PROF-027): the image when there is one,
 * else the initials on a light green disc.
 */
export function MemberAvatar({
  name,
  picture,
  size = 40,
  decorative = true,
  sx,
}: MemberAvatarProps) {
  return (
    <Avatar
      src={picture ?? undefined}
      alt={decorative ? '' : name}
      sx={[
        {
          width: size,
          height: size,
          bgcolor: '#dcebe2',
          color: 'primary.dark',
          fontWeight: 700,
          fontSize: Math.max(12, Math.round(size * 0.38)),
        },
        ...sxList(sx),
      ]}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
