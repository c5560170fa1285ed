import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import { useTranslation } from 'react-i18next';
import { AVATAR_CROP_PX, COVER_MAX_WIDTH_PX, COVER_RATIO, COVER_TARGET_BYTES } from '@bgc/shared';
import type { CropOutput } from '../../components/image-crop-dialog.js';
import { imageFileProblem } from '../../components/image-file-problem.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { useToast } from '../../components/toast.js';
import { stripDataUrlPrefix } from './course-format.js';
import { useCourseEdit } from './use-course-edit.js';

/** The crop dialog (and its cropper) loads when an administrator picks a file (issue 16). */
const ImageCropDialog = lazyWithPreload(
  () => import('../../components/image-crop-dialog.js'),
  (m) => m.ImageCropDialog,
);

type CourseImage = 'logo' | 'cover';

const OUTPUT: Readonly<Record<CourseImage, { aspect: number; output: CropOutput }>> = {
  logo: { aspect: 1, output: { kind: 'fixed', width: AVATAR_CROP_PX, height: AVATAR_CROP_PX } },
  cover: { aspect: COVER_RATIO, output: { kind: 'maxWidth', maxWidth: COVER_MAX_WIDTH_PX } },
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

/** FILE-005: the cover is compressed to about 200 KB, at most 1920 px wide. */
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
 * COURSE-029..031: change of the course avatar (crop 1:1, 150×150) or cover (crop 3.56,
 * ≤ 1920 wide, ~200 KB): file check ('File size must under 20Mb'), crop dialog, then
 * `POST /courses/edit {id, websiteLogo | websiteBanner}` with the base64 payload without
 * its data-URL prefix. 'Update success' / the server message; the course is refetched.
 */
function useCourseImageChange(
  courseId: number,
  kind: CourseImage,
): { pick: () => void; element: ReactNode } {
  const { t } = useTranslation('course');
  const toast = useToast();
  const edit = useCourseEdit(courseId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  const onFile = (picked: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!picked) return;
    const problem = imageFileProblem(picked);
    if (problem === 'tooLarge') toast.error(t('images.tooLarge'));
    else if (problem === 'notImage') toast.error(t('images.notImage'));
    else setFile(picked);
  };

  const upload = async (image: Blob) => {
    let base64: string;
    try {
      base64 = stripDataUrlPrefix(
        await blobToDataUrl(kind === 'cover' ? await compressCover(image) : image),
      );
    } catch {
      toast.error(t('images.notImage'));
      return;
    }
    try {
      await edit.mutateAsync(
        kind === 'cover' ? { websiteBanner: base64 } : { websiteLogo: base64 },
      );
      setFile(null);
    } catch {
      // the toast shows the server message; the dialog stays open for another try
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
        data-testid={`course-${kind}-input`}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {file && (
        <Suspense fallback={null}>
          <ImageCropDialog.Component
            file={file}
            aspect={OUTPUT[kind].aspect}
            output={OUTPUT[kind].output}
            cropShape={kind === 'logo' ? 'round' : 'rect'}
            title={kind === 'logo' ? t('images.cropLogo') : t('images.cropCover')}
            onCancel={() => setFile(null)}
            onCrop={upload}
          />
        </Suspense>
      )}
    </>
  );
  return { pick: () => inputRef.current?.click(), element };
}

/** COURSE-029: the 'Change cover' button on the course cover (course admins only). */
export function CourseCoverButton({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course');
  const { pick, element } = useCourseImageChange(courseId, 'cover');
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

/** COURSE-029: the camera button on the course avatar (course admins only). */
export function CourseLogoButton({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course');
  const { pick, element } = useCourseImageChange(courseId, 'logo');
  return (
    <>
      <Tooltip title={t('images.changeLogo')}>
        <IconButton
          onClick={pick}
          aria-label={t('images.changeLogo')}
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
