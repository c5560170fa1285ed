import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';

export interface PhotoPickButtonProps {
  label: string;
  disabled?: boolean;
  /** `data-testid` of the hidden file input (the journeys set files on it). */
  inputTestId: string;
  /** The picked files, never empty; the input is cleared so the same file can be picked again. */
  onFiles: (files: File[]) => void;
}

/**
 * The photo field's picker (MEDIA-001, POST-013, INTV-006): an outlined 'Add photos' button
 * that opens a hidden multiple image input.
 */
export function PhotoPickButton({ label, disabled, inputTestId, onFiles }: PhotoPickButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-hidden
        tabIndex={-1}
        data-testid={inputTestId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
      >
        {label}
      </Button>
    </>
  );
}

/**
 * The picker of a photo upload (COURSE-040, POST-013, FILE-001..003): the 'Add photos' button
 * with its `hint` beside it, then the selection's problem (`problem`, already translated) in
 * an error alert. `gap` is the MUI spacing between the two and above the alert.
 */
export function PhotoPickRow({
  hint,
  problem,
  gap,
  ...button
}: PhotoPickButtonProps & { hint: string; problem: string | null; gap: number }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap, flexWrap: 'wrap' }}>
        <PhotoPickButton {...button} />
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: gap }}>
          {problem}
        </Alert>
      )}
    </>
  );
}
