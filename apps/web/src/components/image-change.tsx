import { Suspense, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import { AVATAR_CROP_PX, COVER_MAX_WIDTH_PX, COVER_RATIO } from '@bgc/shared';
import type { CropOutput } from './image-crop-dialog.js';
import { blobToDataUrl, compressCover } from './image-compression.js';
import { imageFileProblem } from './image-file-problem.js';
import { lazyWithPreload } from './lazy-with-preload.js';
import { useToast } from './toast.js';

/** The crop dialog (and its cropper) loads when a file is picked. */
const ImageCropDialog = lazyWithPreload(
  () => import('./image-crop-dialog.js'),
  (m) => m.ImageCropDialog,
);

/** A round avatar (a member's photo, a course's logo) or a wide cover. */
export type ImageShape = 'avatar' | 'cover';

const CROP: Readonly<Record<ImageShape, { aspect: number; output: CropOutput }>> = {
  avatar: { aspect: 1, output: { kind: 'fixed', width: AVATAR_CROP_PX, height: AVATAR_CROP_PX } },
  cover: { aspect: COVER_RATIO, output: { kind: 'maxWidth', maxWidth: COVER_MAX_WIDTH_PX } },
};

export interface ImageChangeOptions {
  shape: ImageShape;
  /** The texts, in the screen's own catalog. */
  texts: { tooLarge: string; notImage: string; cropTitle: string };
  /** `data-testid` of the hidden file input. */
  inputTestId?: string;
  /**
   * Saves the cropped image (a cover compressed first) as a data URL; resolves whether it was
   * saved (the dialog then closes; else it stays open for another try).
   */
  save: (dataUrl: string) => Promise<boolean>;
}

/** What `useImageChange` answers: open the file picker, and the elements to render. */
export interface ImageChange {
  pick: () => void;
  element: ReactNode;
}

/**
 * Change of an avatar or a cover (PROF-002, PROF-003, COURSE-029..031, FILE-005, FILE-006,
 * FILE-008): a hidden file input, the file check ('File size must under 20Mb', not an image),
 * the crop dialog (1:1 → 150×150, or 3.56 → ≤ 1920 wide then ~200 KB), then `save`.
 */
export function useImageChange({
  shape,
  texts,
  inputTestId,
  save,
}: ImageChangeOptions): ImageChange {
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  const onFile = (picked: File | undefined) => {
    if (inputRef.current) inputRef.current.value = ''; // the same file can be picked again
    if (!picked) return;
    const problem = imageFileProblem(picked);
    if (problem === 'tooLarge') toast.error(texts.tooLarge);
    else if (problem === 'notImage') toast.error(texts.notImage);
    else setFile(picked);
  };

  const upload = async (image: Blob) => {
    let dataUrl: string;
    try {
      dataUrl = await blobToDataUrl(shape === 'cover' ? await compressCover(image) : image);
    } catch {
      toast.error(texts.notImage);
      return;
    }
    if (await save(dataUrl)) setFile(null);
  };

  const element = (
    <>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid={inputTestId}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {file && (
        <Suspense fallback={null}>
          <ImageCropDialog.Component
            file={file}
            aspect={CROP[shape].aspect}
            output={CROP[shape].output}
            cropShape={shape === 'avatar' ? 'round' : 'rect'}
            title={texts.cropTitle}
            onCancel={() => setFile(null)}
            onCrop={upload}
          />
        </Suspense>
      )}
    </>
  );
  return { pick: () => inputRef.current?.click(), element };
}

export interface ImageChangeButtonProps {
  shape: ImageShape;
  label: string;
  change: ImageChange;
}

/**
 * The button that changes an image: 'Change cover' on a cover, a camera on an avatar (with
 * `label` as its tooltip and name), followed by the picker and crop dialog of `change`.
 */
export function ImageChangeButton({ shape, label, change }: ImageChangeButtonProps) {
  return (
    <>
      {shape === 'cover' ? (
        <Button
          onClick={change.pick}
          size="small"
          variant="contained"
          disableElevation
          startIcon={<WallpaperIcon />}
          sx={{
            bgcolor: 'rgba(255,255,255,0.92)',
            color: 'primary.dark',
            '&:hover': { bgcolor: '#ffffff' },
          }}
        >
          {label}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton
            onClick={change.pick}
            aria-label={label}
            size="small"
            sx={{
              bgcolor: 'primary.main',
              color: '#fff',
              border: '3px solid #fff',
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <PhotoCameraIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {change.element}
    </>
  );
}
