import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { MediaType, UPLOAD_MAX_FILES } from '@bgc/shared';
import { FileThumb, StoredPhotoThumb } from '../media/file-thumb.js';
import { PhotoPickRow } from '../media/photo-pick-button.js';
import { plainListSx } from '../../lib/plain-list.js';
import { checkPhotoSelection, type PhotoProblem } from '../media/media-files.js';
import { keptMedia, photoCount, type PostDraft } from './post-form-model.js';

const thumbSx = {
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: 1.5,
  flex: 'none',
  bgcolor: 'action.hover',
} as const;

/** One photo line: thumbnail, title field, remove button. */
function PhotoRow(props: {
  preview: ReactNode;
  title: string;
  label: string;
  removeLabel: string;
  onTitle: (title: string) => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      {props.preview}
      <TextField
        size="small"
        fullWidth
        label={props.label}
        value={props.title}
        disabled={props.disabled}
        onChange={(event) => props.onTitle(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <IconButton aria-label={props.removeLabel} onClick={props.onRemove} disabled={props.disabled}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

/**
 * POST-034 / FILE-001..002: the photos of a post: the kept ones (edit mode) and the new
 * ones, each with a title and a remove button. More than 40 in all shows 'Max files <= 40'
 * and clears the new selection; a file over 20 MB shows 'File size must under 20Mb'.
 */
export function PostPhotosField({
  draft,
  update,
  nextKey,
  error,
  disabled,
}: {
  draft: PostDraft;
  update: (change: (draft: PostDraft) => PostDraft) => void;
  /** Gives a fresh key for each new photo. */
  nextKey: () => number;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['feed', 'upload']);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const keptPhotos = keptMedia(draft).filter((m) => m.type === MediaType.Photo);

  const onFiles = async (files: File[]) => {
    // FILE-002: a file that does not decode as a picture is refused before any upload
    const found = await checkPhotoSelection(files, UPLOAD_MAX_FILES, photoCount(draft));
    setProblem(found);
    if (found) {
      update((d) => ({ ...d, newPhotos: [] }));
      return;
    }
    const added = files.map((file) => ({ key: nextKey(), file, title: '' }));
    update((d) => ({ ...d, newPhotos: [...d.newPhotos, ...added] }));
  };

  const problemText = (p: PhotoProblem) =>
    p.kind === 'maxFiles'
      ? t('files.maxFiles', { max: p.max })
      : p.kind === 'tooLarge'
        ? t('files.tooLarge')
        : p.kind === 'notDecodable'
          ? t('upload:notDecodable', { name: p.name })
          : t('files.notImage');

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {t('dialog.photos')}
      </Typography>
      <PhotoPickRow
        label={t('dialog.addPhotos')}
        disabled={disabled}
        inputTestId="post-photos-input"
        onFiles={(files) => void onFiles(files)}
        hint={t('dialog.photosHint', { max: UPLOAD_MAX_FILES })}
        problem={problem && problemText(problem)}
        gap={1.5}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
      {keptPhotos.length + draft.newPhotos.length > 0 && (
        <Box component="ul" sx={{ ...plainListSx, mt: 1.5, display: 'grid', gap: 1.25 }}>
          {keptPhotos.map((photo, i) => {
            const n = i + 1;
            return (
              <PhotoRow
                key={`kept-${photo.id}`}
                preview={<StoredPhotoThumb photo={photo} sx={thumbSx} />}
                title={draft.titles[photo.id] ?? photo.description ?? ''}
                label={t('dialog.photoTitle', { n })}
                removeLabel={t('dialog.removePhoto', { n })}
                onTitle={(title) =>
                  update((d) => ({ ...d, titles: { ...d.titles, [photo.id]: title } }))
                }
                onRemove={() =>
                  update((d) => ({ ...d, removedMedia: [...d.removedMedia, photo.id] }))
                }
                disabled={disabled}
              />
            );
          })}
          {draft.newPhotos.map((photo, i) => {
            const n = keptPhotos.length + i + 1;
            return (
              <PhotoRow
                key={`new-${photo.key}`}
                preview={<FileThumb file={photo.file} sx={thumbSx} />}
                title={photo.title}
                label={t('dialog.photoTitle', { n })}
                removeLabel={t('dialog.removePhoto', { n })}
                onTitle={(title) =>
                  update((d) => ({
                    ...d,
                    newPhotos: d.newPhotos.map((p) => (p.key === photo.key ? { ...p, title } : p)),
                  }))
                }
                onRemove={() =>
                  update((d) => ({
                    ...d,
                    newPhotos: d.newPhotos.filter((p) => p.key !== photo.key),
                  }))
                }
                disabled={disabled}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
