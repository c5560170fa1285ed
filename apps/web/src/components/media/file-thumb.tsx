import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The preview of a picked image file (decorative): an object URL made for the file and
 * revoked when the file changes or the preview goes away.
 */
export function FileThumb({ file, sx }: { file: File; sx?: SxProps<Theme> }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <Box component="img" src={url} alt="" sx={sx} /> : <Box sx={sx} />;
}

/**
 * The preview of a stored photo being edited (decorative): its thumbnail, else its full image.
 */
export function StoredPhotoThumb({
  photo,
  sx,
}: {
  photo: { thumbnail?: string | null; path?: string | null };
  sx?: SxProps<Theme>;
}) {
  return <Box component="img" src={photo.thumbnail ?? photo.path ?? ''} alt="" sx={sx} />;
}
