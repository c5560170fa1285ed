import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_FILES } from '@bgc/shared';
import { useToast } from '../../../components/toast.js';
import {
  mediaUploadForm,
  photoSelectionProblem,
  preparePhoto,
  type PhotoProblem,
} from '../../../components/media/media-files.js';
import { FileThumb } from '../../../components/media/file-thumb.js';
import { PhotoPickButton } from '../../../components/media/photo-pick-button.js';
import { useMediaUpload } from './media-queries.js';
import { usePhotoProblemText } from '../../../components/media/use-photo-problem-text.js';
import { apiErrorText } from '../../../lib/error-text.js';
import { UploadProgressPanel } from '../../../components/upload-progress/upload-progress-panel.js';

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
export function AddPhotosDialog({
  courseId,
  open,
  onClose,
}: {
  courseId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('media');
  const toast = useToast();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
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

  const onFiles = (files: File[]) => {
    const found = photoSelectionProblem(files, UPLOAD_MAX_FILES, picked.length);
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
      toast.error(apiErrorText(error));
    } finally {
      setPreparing(false);
    }
  };
  const busy = preparing || upload.isPending;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('upload.photosTitle')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <PhotoPickButton
            label={t('upload.choose')}
            disabled={busy}
            inputTestId="add-photos-input"
            onFiles={onFiles}
          />
          <Typography variant="body2" color="text.secondary">
            {t('upload.hint', { max: UPLOAD_MAX_FILES })}
          </Typography>
        </Box>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problemText(problem)}
          </Alert>
        )}
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}
        >
          {picked.map((p, index) => (
            <Box
              component="li"
              key={p.key}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
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
        <UploadProgressPanel variant="inline" />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={close} disabled={busy}>
          {t('upload.cancel')}
        </Button>
        <Button
          variant="contained"
          disableElevation
          disabled={picked.length === 0 || busy}
          onClick={() => void submit()}
          startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        >
          {t('upload.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
