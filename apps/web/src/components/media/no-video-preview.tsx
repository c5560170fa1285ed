import Box from '@mui/material/Box';
import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';

/**
 * POST-014: the 16:9 stand-in shown instead of a preview for a YouTube link without an
 * 11-character video id. With a `label` it is an image with that name; without, decorative
 * (`aria-hidden`, the row says the link is not valid).
 */
export function NoVideoPreview({ width, label }: { width: number; label?: string }) {
  return (
    <Box
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        width,
        aspectRatio: '16 / 9',
        borderRadius: 1.5,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
        flex: 'none',
      }}
    >
      <VideocamOffOutlinedIcon />
    </Box>
  );
}
