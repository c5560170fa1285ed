import { useRef, useState, type ReactNode } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import { useTranslation } from 'react-i18next';
import {
  AVATAR_CROP_PX,
  COVER_MAX_WIDTH_PX,
  COVER_RATIO,
  COVER_TARGET_BYTES,
  type MeUser,
} from '@bgc/shared';
import {
  ImageCropDialog,
  imageFileProblem,
  type CropOutput,
} from '../../components/image-crop-dialog.js';
import { useToast } from '../../components/toast.js';
import { apiUpload } from '../../lib/upload.js';
import { updateSessionUser } from '../../lib/session.js';
import { apiErrorText } from '../../lib/error-text.js';

type ImageKind = 'photo' | 'cover';

const SETTINGS: Readonly<
  Record<ImageKind, { aspect: number; output: CropOutput; path: string; field: string }>
> = {
  photo: {
    aspect: 1,
    output: { kind: 'fixed', width: AVATAR_CROP_PX, height: AVATAR_CROP_PX },
    path: '/me/photo',
    field: 'photoContent',
  },
  cover: {
    aspect: COVER_RATIO,
    output: { kind: 'maxWidth', maxWidth: COVER_MAX_WIDTH_PX },
    path: '/me/cover',
    field: 'coverContent',
  },
};

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The image could not be read'));
    reader.onerror = () => reject(new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * PROF-002 / FILE-005: the cover is compressed to about 200 KB, at most 1920 px wide, on the
 * main thread (the library's web worker would load its code from a CDN).
 */
async function compressCover(image: Blob): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  const file = new File([image], 'cover.jpg', { type: 'image/jpeg' });
  return imageCompression(file, {
    maxSizeMB: COVER_TARGET_BYTES / (1024 * 1024),
    maxWidthOrHeight: COVER_MAX_WIDTH_PX,
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.9,
  });
}

/**
 * Change of the avatar or the cover (PROF-002, PROF-003, PROF-021, FILE-005, FILE-006,
 * FILE-008): a hidden file input, size check ('File size must under 20Mb'), the crop dialog
 * (1:1 → 150×150, or 3.56 → ≤ 1920 wide then ~200 KB), then `PUT /me/photo {photoContent}` or
 * `PUT /me/cover {coverContent}` with a data URL. Success: the session user is updated and
 * 'Update success' shows; failure: the server message in an alert toast, the dialog stays.
 */
function useImageChange(kind: ImageKind): { pick: () => void; element: ReactNode } {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const settings = SETTINGS[kind];

  const onFile = (picked: File | undefined) => {
    if (inputRef.current) inputRef.current.value = ''; // the same file can be picked again
    if (!picked) return;
    const problem = imageFileProblem(picked);
    if (problem === 'tooLarge') toast.error(t('images.tooLarge'));
    else if (problem === 'notImage') toast.error(t('images.notImage'));
    else setFile(picked);
  };

  const upload = async (image: Blob) => {
    try {
      const content = await blobToDataUrl(kind === 'cover' ? await compressCover(image) : image);
      const user = await apiUpload<MeUser>('PUT', settings.path, {
        body: { [settings.field]: content },
        kind: kind === 'photo' ? 'avatar' : 'cover',
      });
      updateSessionUser(user);
      setFile(null);
      toast.success(t('toast.updateSuccess'));
    } catch (error) {
      toast.error(apiErrorText(error));
    }
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
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <ImageCropDialog
        file={file}
        aspect={settings.aspect}
        output={settings.output}
        cropShape={kind === 'photo' ? 'round' : 'rect'}
        title={kind === 'photo' ? t('images.cropPhoto') : t('images.cropCover')}
        onCancel={() => setFile(null)}
        onCrop={upload}
      />
    </>
  );
  return { pick: () => inputRef.current?.click(), element };
}

/** PROF-002: the 'Change cover' button shown on the cover. */
export function ChangeCoverButton() {
  const { t } = useTranslation('profile');
  const { pick, element } = useImageChange('cover');
  return (
    <>
      <Button
        onClick={pick}
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
        {t('images.changeCover')}
      </Button>
      {element}
    </>
  );
}

/** PROF-003: the camera button on the avatar. */
export function ChangePhotoButton() {
  const { t } = useTranslation('profile');
  const { pick, element } = useImageChange('photo');
  return (
    <>
      <Tooltip title={t('images.changePhoto')}>
        <IconButton
          onClick={pick}
          aria-label={t('images.changePhoto')}
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
      {element}
    </>
  );
}
