import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * A decorative poster or thumbnail (`alt=""`, lazy) at `src`, drawn with `sx`; nothing when
 * `src` is null, and nothing once it fails to load (offline, a removed video), so the box
 * under it shows instead of a broken-image icon.
 */
export function PosterImage({
  src,
  sx,
}: {
  src: string | null | undefined;
  sx: SystemStyleObject<Theme>;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <Box component="img" src={src} alt="" loading="lazy" onError={() => setFailed(true)} sx={sx} />
  );
}

/** `sx` of a poster covering its positioned box. */
export const coveringPosterSx = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

/** `sx` of a layer covering its positioned box and centring what it holds (a play mark, '+N'). */
export const centeredOverlaySx = {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
} as const;
