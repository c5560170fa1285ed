import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.js';
import { z } from 'zod';
import { INTERVIEW_QUESTION_KEYS, MSG, interviewFieldsSchema, type Interview } from '@bgc/shared';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor.js';
import { useToast } from '../../../components/toast.js';
import { ApiError } from '../../../lib/api-client.js';
import { preparePhoto } from '../../../components/media/media-files.js';
import {
  interviewFormData,
  invalidVideoLinks,
  retitledMedia,
  type InterviewTextFields,
} from './interview-form-data.js';
import { InterviewMediaEditor, NO_MEDIA_EDITS, type MediaEdits } from './interview-media-editor.js';
import { useSaveInterview } from './interview-queries.js';

const shape = interviewFieldsSchema.shape;
/** INTV-008: name and position required ('Field is required'), the answers optional. */
const formSchema = z.object({
  directorName: shape.directorName,
  directorPosition: shape.directorPosition,
  ...(Object.fromEntries(INTERVIEW_QUESTION_KEYS.map((k) => [k, z.string()])) as Record<
    (typeof INTERVIEW_QUESTION_KEYS)[number],
    z.ZodString
  >),
});

function initialValues(interview: Interview): InterviewTextFields {
  const values = {
    directorName: interview.directorName ?? '',
    directorPosition: interview.directorPosition ?? '',
  } as InterviewTextFields;
  for (const key of INTERVIEW_QUESTION_KEYS) values[key] = interview[key] ?? '';
  return values;
}

/**
 * The interview editor (INTV-006..013): 'Back' returns to view mode without saving; 'Save'
 * validates, then POSTs the multipart form; success shows 'Update success' and returns to
 * view mode with the reloaded interview; an error shows the server message in a toast.
 */
export function InterviewForm({ interview, onDone }: { interview: Interview; onDone: () => void }) {
  const { t } = useTranslation('media');
  const toast = useToast();
  const save = useSaveInterview(interview.course);
  const [edits, setEdits] = useState<MediaEdits>(NO_MEDIA_EDITS);
  const [videoError, setVideoError] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const { control, handleSubmit, setError } = useForm<InterviewTextFields>({
    resolver: zodResolver(formSchema),
    defaultValues: initialValues(interview),
  });
  const busy = preparing || save.isPending;
  const message = (text: string | undefined) =>
    text === MSG.required ? t('errors.required') : text;

  const submit = handleSubmit(async (fields) => {
    if (invalidVideoLinks(edits.newVideos).length > 0) {
      setVideoError(true);
      return;
    }
    setVideoError(false);
    setPreparing(true);
    try {
      const photos = edits.newPhoto
        ? [{ file: await preparePhoto(edits.newPhoto.file), title: edits.newPhoto.title }]
        : [];
      await save.mutateAsync(
        interviewFormData({
          course: interview.course,
          fields,
          photos,
          youtubes: edits.newVideos,
          removedMedia: [...edits.removed],
          reTitledMedia: retitledMedia(interview.media, edits.titles, edits.removed),
        }),
      );
      toast.success(t('interview.saved'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fields ?? {})) {
          if (field === 'directorName' || field === 'directorPosition')
            setError(field, { message: text });
        }
        toast.error(error.message);
      } else toast.error(t('errors.network'));
    } finally {
      setPreparing(false);
    }
  });

  const actions = (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Button color="inherit" startIcon={<ArrowBackIcon />} onClick={onDone} disabled={busy}>
        {t('interview.back')}
      </Button>
      <BusyButton type="submit" busy={busy} spinnerSize={14}>
        {t('interview.save')}
      </BusyButton>
    </Box>
  );

  return (
    <Card
      component="form"
      noValidate
      aria-labelledby="interview-edit-title"
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}
    >
      <Typography id="interview-edit-title" component="h2" variant="h2">
        {t('interview.editTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {(['directorName', 'directorPosition'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t(name === 'directorName' ? 'interview.name' : 'interview.position')}
                required
                disabled={busy}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            )}
          />
        ))}
      </Box>
      <InterviewMediaEditor
        media={interview.media}
        edits={edits}
        onChange={(next) => {
          setEdits(next);
          setVideoError(false);
        }}
        disabled={busy}
      />
      {videoError && <Alert severity="error">{t('interview.fixVideos')}</Alert>}
      {INTERVIEW_QUESTION_KEYS.map((key, index) => (
        <Controller
          key={key}
          name={key}
          control={control}
          render={({ field }) => (
            <LazyRichTextEditor
              value={field.value}
              onChange={field.onChange}
              label={t('interview.answerLabel', { n: index + 1, question: t(`interview.${key}`) })}
              minHeight={120}
              disabled={busy}
            />
          )}
        />
      ))}
      {actions}
    </Card>
  );
}
