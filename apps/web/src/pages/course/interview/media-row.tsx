import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

/**
 * One media of the interview editor (INTV-012): its preview, a title field (existing media
 * are re-titled) or a caption, an optional error line, and a remove button.
 */
export function MediaRow({
  preview,
  titleLabel,
  title,
  onTitle,
  removeLabel,
  onRemove,
  disabled,
  caption,
  note,
}: {
  preview: ReactNode;
  titleLabel?: string;
  title?: string;
  onTitle?: (title: string) => void;
  removeLabel: string;
  onRemove: () => void;
  disabled: boolean;
  /** A line of text in place of the title field (the link of a new video). */
  caption?: string;
  note?: string;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {preview}
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        {onTitle && titleLabel !== undefined ? (
          <TextField
            size="small"
            fullWidth
            label={titleLabel}
            value={title ?? ''}
            disabled={disabled}
            onChange={(event) => onTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        ) : null}
        {caption && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {caption}
          </Typography>
        )}
        {note && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {note}
          </Typography>
        )}
      </Box>
      <IconButton aria-label={removeLabel} onClick={onRemove} disabled={disabled}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
