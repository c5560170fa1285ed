import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_FILES } from '@bgc/shared';
import { useToast } from '../../../components/toast.js';
import { plainListSx } from '../../../lib/plain-list.js';
import {
  mediaUploadForm,
  checkPhotoSelection,
  preparePhoto,
  type PhotoProblem,
} from '../../../components/media/media-files.js';
import { FileThumb } from '../../../components/media/file-thumb.js';
import { PhotoPickRow } from '../../../components/media/photo-pick-button.js';
import { useMediaUpload } from '../../../components/media/media-queries.js';
import { UploadDialog } from './upload-dialog.js';
import { usePhotoProblemText } from '../../../components/media/use-photo-problem-text.js';
import { apiErrorText } from '../../../lib/error-text.js';
import { ApiError } from '../../../lib/api-client.js';
import { UPLOAD_CANCELLED } from '../../../lib/upload.js';
import { UploadProgressPanel } from '../../../components/upload-progress/upload-progress-panel.js';

/** The props of a course gallery's upload dialogs ('Add photos', 'Add a video'). */
export interface CourseMediaDialogProps {
  courseId: number;
  open: boolean;
  onClose: () => void;
}

interface Picked {
  key: number;
  file: File;
  title: string;
}

/**
 * 'Add photos' (COURSE-040, FILE-001..003): picks up to 40 images of at most 20 MB each
 * ('Max files <= 40' / 'File size must under 20Mb' clear the selection), each with an optional
 * title, then POSTs them to the course gallery. Success: 'Upload success', the lists reload.
 */
export function AddPhotosDialog({ courseId, open, onClose }: CourseMediaDialogProps) {
  const { t } = useTranslation('media');
  const toast = useToast();
  const nextKey = useRef(1);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [preparing, setPreparing] = useState(false);
  const upload = useMediaUpload(courseId);
  const problemText = usePhotoProblemText();

  const clear = () => {
    setPicked([]);
    setProblem(null);
  };

  const onFiles = async (files: File[]) => {
    // FILE-002: a file that does not decode as a picture is refused before any upload
    const found = await checkPhotoSelection(files, UPLOAD_MAX_FILES, picked.length);
    if (found) {
      clear();
      setProblem(found);
      return;
    }
    setProblem(null);
    setPicked((current) => [
      ...current,
      ...files.map((file) => ({
        key: nextKey.current++,
        file,
        title: '',
      })),
    ]);
  };

  const close = () => {
    if (upload.isPending || preparing) return;
    clear();
    onClose();
  };

  const submit = async () => {
    setPreparing(true);
    try {
      const photos = await Promise.all(
        picked.map(async (p) => ({ file: await preparePhoto(p.file), title: p.title })),
      );
      await upload.mutateAsync(mediaUploadForm(courseId, photos));
      toast.success(t('upload.success'));
      clear();
      onClose();
    } catch (error) {
      // a cancelled upload keeps the picked photos (decision 044)
      if (error instanceof ApiError && error.code === UPLOAD_CANCELLED) toast.info(error.message);
      else toast.error(apiErrorText(error));
    } finally {
      setPreparing(false);
    }
  };
  const busy = preparing || upload.isPending;

  return (
    <UploadDialog
      open={open}
      onClose={close}
      title={t('upload.photosTitle')}
      busy={busy}
      submitDisabled={picked.length === 0}
      onSubmit={() => void submit()}
      progress={<UploadProgressPanel variant="inline" />}
    >
      <PhotoPickRow
        label={t('upload.choose')}
        disabled={busy}
        inputTestId="add-photos-input"
        onFiles={(files) => void onFiles(files)}
        hint={t('upload.hint', { max: UPLOAD_MAX_FILES })}
        problem={problem && problemText(problem)}
        gap={2}
      />
      <Box component="ul" sx={{ ...plainListSx, mt: 2, display: 'grid', gap: 1.5 }}>
        {picked.map((p, index) => (
          <Box component="li" key={p.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <FileThumb
              file={p.file}
              sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1.5, flex: 'none' }}
            />
            <TextField
              size="small"
              fullWidth
              label={t('upload.photoTitle', { n: index + 1 })}
              value={p.title}
              disabled={busy}
              onChange={(event) =>
                setPicked((current) =>
                  current.map((c) => (c.key === p.key ? { ...c, title: event.target.value } : c)),
                )
              }
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <IconButton
              aria-label={t('upload.removePhoto', { n: index + 1 })}
              disabled={busy}
              onClick={() => setPicked((current) => current.filter((c) => c.key !== p.key))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
    </UploadDialog>
  );
}
