import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { parseYoutubeId } from '@bgc/shared';
import { useToast } from '../../../components/toast.js';
import { mediaUploadForm } from '../../../components/media/media-files.js';
import type { CourseMediaDialogProps } from './add-photos-dialog.js';
import { useMediaUpload } from '../../../components/media/media-queries.js';
import { UploadDialog } from './upload-dialog.js';
import { VideoPreview } from '../../../components/media/video-preview.js';
import { apiErrorText } from '../../../lib/error-text.js';

const EMPTY = { link: '', title: '' };
type Field = keyof typeof EMPTY;
type Errors = Partial<Record<Field, string>>;

/**
 * 'Add a video' (COURSE-040, MEDIA-010, INTV-015): a YouTube link or id (required; a preview
 * shows only for a valid 11-character id) with an optional title, POSTed to the course gallery
 * as `youtubes[]` + `youtubeMeta[]`. The channel and its figures are read from YouTube by the
 * server: a member cannot type '2.5G subscribers'.
 */
export function AddVideoDialog({ courseId, open, onClose }: CourseMediaDialogProps) {
  const { t } = useTranslation('media');
  const toast = useToast();
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const upload = useMediaUpload(courseId);
  const youtubeId = parseYoutubeId(values.link);

  const close = () => {
    if (upload.isPending) return;
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!values.link.trim()) found.link = t('errors.required');
    else if (!youtubeId) found.link = t('youtube.invalid');
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await upload.mutateAsync(
        mediaUploadForm(
          courseId,
          [],
          [
            {
              link: values.link,
              meta: { title: values.title },
            },
          ],
        ),
      );
      toast.success(t('upload.success'));
      setValues(EMPTY);
      onClose();
    } catch (error) {
      toast.error(apiErrorText(error));
    }
  };

  const field = (
    name: Field,
    label: string,
    extra: { helperText?: string; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={values[name]}
      required={extra.required}
      disabled={upload.isPending}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.helperText}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { maxLength: name === 'link' ? 300 : 200 } }}
    />
  );

  return (
    <UploadDialog
      open={open}
      onClose={close}
      title={t('upload.videoTitle')}
      busy={upload.isPending}
      formId={formId}
    >
      <Box
        component="form"
        noValidate
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2, pt: 0.5 }}
      >
        {field('link', t('upload.link'), { required: true, helperText: t('upload.linkHelp') })}
        {youtubeId && <VideoPreview youtubeId={youtubeId} />}
        {field('title', t('upload.title'), { helperText: t('upload.factsFromYoutube') })}
      </Box>
    </UploadDialog>
  );
}
