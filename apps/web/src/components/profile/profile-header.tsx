import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { AVATAR_DISPLAY_PX, COVER_RATIO } from '@bgc/shared';
import { MemberAvatar } from '../member-avatar.js';
import { placeOf } from './profile-card-format.js';

export interface ProfileHeaderUser {
  name: string;
  picture: string | null;
  cover: string | null;
  city: string | null;
  country: { name: string } | null;
}

export interface ProfileHeaderProps {
  user: ProfileHeaderUser;
  /** Own profile: the 'Change cover' control, placed on the cover. */
  coverAction?: ReactNode;
  /** Own profile: the 'Change photo' control, placed on the avatar. */
  avatarAction?: ReactNode;
  /** Short bio: an inline editor (own) or the text (member). */
  bio?: ReactNode;
  /** Social icons, action buttons. */
  actions?: ReactNode;
  /** Below the header text (the stats strip). */
  children?: ReactNode;
}

/** The default cover: the course page's green gradient with fairway stripes. */
const DEFAULT_COVER =
  'repeating-linear-gradient(100deg, rgba(255,255,255,0.05) 0 56px, rgba(255,255,255,0) 56px 112px), linear-gradient(160deg, #0b3a1f 0%, #14532d 45%, #2f8a4f 100%)';

/**
 * Header of a profile (PROF-001, PROF-028): the cover at ratio 3.56 (FILE-005), the avatar
 * shown at 145 px (PROF-003) overlapping it, the name (the page's h1), city and country,
 * the short bio, the actions, then `children` (the stats strip).
 */
export function ProfileHeader({
  user,
  coverAction,
  avatarAction,
  bio,
  actions,
  children,
}: ProfileHeaderProps) {
  const place = placeOf(user.city, user.country);
  const avatarSize = { xs: 120, sm: AVATAR_DISPLAY_PX };
  return (
    <Card
      component="section"
      aria-labelledby="profile-name"
      sx={{ position: 'relative', overflow: 'hidden', mb: 2 }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: String(COVER_RATIO),
          maxHeight: 360,
          width: '100%',
          backgroundColor: '#14532d',
          backgroundImage: user.cover ? `url("${user.cover}")` : DEFAULT_COVER,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        {coverAction && (
          <Box
            sx={{
              position: 'absolute',
              right: { xs: 8, sm: 16 },
              top: { xs: 8, sm: 'auto' },
              bottom: { xs: 'auto', sm: 16 },
            }}
          >
            {coverAction}
          </Box>
        )}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={{ xs: 1, sm: 3 }}
        sx={{
          alignItems: { xs: 'center', sm: 'flex-start' },
          textAlign: { xs: 'center', sm: 'left' },
          px: { xs: 2, sm: 3 },
          pb: 2,
        }}
      >
        <Box
          sx={{
            position: 'relative',
            flexShrink: 0,
            mt: { xs: '-60px', sm: `-${AVATAR_DISPLAY_PX / 2}px` },
            width: avatarSize,
            height: avatarSize,
          }}
        >
          <MemberAvatar
            name={user.name}
            picture={user.picture}
            size={AVATAR_DISPLAY_PX}
            sx={{
              width: avatarSize,
              height: avatarSize,
              border: '4px solid #ffffff',
              boxShadow: '0 2px 10px rgba(0,0,0,0.15)',
            }}
          />
          {avatarAction && (
            <Box sx={{ position: 'absolute', right: 2, bottom: 2 }}>{avatarAction}</Box>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, pt: { xs: 0, sm: 2 }, width: { xs: '100%', sm: 'auto' } }}>
          <Typography
            id="profile-name"
            variant="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, overflowWrap: 'anywhere' }}
          >
            {user.name}
          </Typography>
          {place && (
            <Typography
              color="text.secondary"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: { xs: 'center', sm: 'flex-start' },
                gap: 0.5,
                mt: 0.5,
              }}
            >
              <PlaceIcon fontSize="small" aria-hidden />
              {place}
            </Typography>
          )}
          {bio && <Box sx={{ mt: 1 }}>{bio}</Box>}
        </Box>
        {actions && (
          <Box
            sx={{
              pt: { xs: 1, sm: 2.5 },
              mx: { xs: -1, sm: 0 },
              display: 'flex',
              flexWrap: 'wrap',
              gap: { xs: 0.75, sm: 1 },
              justifyContent: { xs: 'center', sm: 'flex-end' },
              alignItems: 'center',
              maxWidth: { sm: 420 },
            }}
          >
            {actions}
          </Box>
        )}
      </Stack>
      {children}
    </Card>
  );
}
