import { useRef } from 'react';
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
