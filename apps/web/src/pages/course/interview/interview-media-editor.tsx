import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MediaType, parseYoutubeId, type MediaItem } from '@bgc/shared';
import { FileThumb, StoredPhotoThumb } from '../../../components/media/file-thumb.js';
import { NoVideoPreview } from '../../../components/media/no-video-preview.js';
import { PhotoPickButton } from '../../../components/media/photo-pick-button.js';
import {
  checkPhotoSelection,
  type PhotoDraft,
  type PhotoProblem,
} from '../../../components/media/media-files.js';
import { usePhotoProblemText } from '../../../components/media/use-photo-problem-text.js';
import { VideoPreview } from '../../../components/media/video-preview.js';
import { INTERVIEW_PHOTO_MAX, addVideoLinks } from './interview-form-data.js';
import { mediaTitle } from '../../../components/media/media-format.js';
import { MediaRow } from './media-row.js';

/** The media changes of one editing session (INTV-012). */
export interface MediaEdits {
  removed: ReadonlySet<number>;
  /** Edited titles of existing media, by id. */
  titles: Readonly<Record<number, string>>;
  newPhoto: PhotoDraft | null;
  newVideos: readonly string[];
}

export const NO_MEDIA_EDITS: MediaEdits = {
  removed: new Set(),
  titles: {},
  newPhoto: null,
  newVideos: [],
};

const thumbSx = {
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: 2,
  flex: 'none',
} as const;

/**
 * The photo and video part of the interview editor (INTV-008..010, INTV-015, FILE-001/002/007):
 * one photo at most ('Max files <= 1'; 'File size must under 20Mb'), existing media removable
 * and re-titled, and a links field whose comma-separated entries are merged without
 * duplicates; a preview shows only for a valid 11-character YouTube id.
 */
export function InterviewMediaEditor({
  media,
  edits,
  onChange,
  disabled,
}: {
  media: readonly MediaItem[];
  edits: MediaEdits;
  onChange: (edits: MediaEdits) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('media');
  const problemText = usePhotoProblemText();
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [linkInput, setLinkInput] = useState('');
  const kept = media.filter((m) => !edits.removed.has(m.id));
  const keptPhotos = kept.filter((m) => m.type === MediaType.Photo);
  const keptVideos = kept.filter((m) => m.type === MediaType.Video);
  const photoCount = keptPhotos.length + (edits.newPhoto ? 1 : 0);

  const remove = (id: number) => onChange({ ...edits, removed: new Set([...edits.removed, id]) });
  const retitle = (id: number, title: string) =>
    onChange({ ...edits, titles: { ...edits.titles, [id]: title } });
  const titleOf = (item: MediaItem) => edits.titles[item.id] ?? mediaTitle(item);

  const onFiles = async (files: File[]) => {
    // FILE-002: a file that does not decode as a picture is refused before any upload
    const found = await checkPhotoSelection(files, INTERVIEW_PHOTO_MAX, photoCount);
    setProblem(found);
    const file = files[0];
    if (!found && file) onChange({ ...edits, newPhoto: { file, title: '' } });
  };

  const addLinks = () => {
    if (!linkInput.trim()) return;
    const ids = keptVideos.map((v) => v.youtubeId ?? '').filter(Boolean);
    onChange({ ...edits, newVideos: addVideoLinks(ids, edits.newVideos, linkInput) });
    setLinkInput('');
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
          {t('interview.photo')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {keptPhotos.map((photo) => (
            <MediaRow
              key={photo.id}
              preview={<StoredPhotoThumb photo={photo} sx={thumbSx} />}
              titleLabel={t('interview.photoTitle')}
              title={titleOf(photo)}
              onTitle={(title) => retitle(photo.id, title)}
              removeLabel={t('interview.removePhoto')}
              onRemove={() => remove(photo.id)}
              disabled={disabled}
            />
          ))}
          {edits.newPhoto && (
            <MediaRow
              preview={<FileThumb file={edits.newPhoto.file} sx={thumbSx} />}
              titleLabel={t('interview.photoTitle')}
              title={edits.newPhoto.title}
              onTitle={(title) =>
                onChange({ ...edits, newPhoto: edits.newPhoto && { ...edits.newPhoto, title } })
              }
              removeLabel={t('interview.removePhoto')}
              onRemove={() => onChange({ ...edits, newPhoto: null })}
              disabled={disabled}
            />
          )}
        </Box>
        {photoCount < INTERVIEW_PHOTO_MAX && (
          <PhotoPickButton
            label={t('interview.addPhoto')}
            disabled={disabled}
            inputTestId="interview-photo-input"
            onFiles={(files) => void onFiles(files)}
          />
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {problemText(problem)}
          </Alert>
        )}
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
          {t('interview.videos')}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, mb: 2 }}
        >
          {keptVideos.map((video, index) => (
            <MediaRow
              key={video.id}
              preview={<VideoPreview youtubeId={video.youtubeId ?? ''} width={160} />}
              titleLabel={t('interview.videoTitle', { n: index + 1 })}
              title={titleOf(video)}
              onTitle={(title) => retitle(video.id, title)}
              removeLabel={t('interview.removeVideo', { n: index + 1 })}
              onRemove={() => remove(video.id)}
              disabled={disabled}
            />
          ))}
          {edits.newVideos.map((link, index) => {
            const id = parseYoutubeId(link);
            const n = keptVideos.length + index + 1;
            return (
              <MediaRow
                key={link}
                preview={
                  id ? <VideoPreview youtubeId={id} width={160} /> : <NoVideoPreview width={160} />
                }
                caption={link}
                note={id ? undefined : t('interview.invalidVideo')}
                removeLabel={t('interview.removeVideo', { n })}
                onRemove={() =>
                  onChange({ ...edits, newVideos: edits.newVideos.filter((v) => v !== link) })
                }
                disabled={disabled}
              />
            );
          })}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label={t('interview.videoLinks')}
            helperText={t('interview.videoLinksHelp')}
            value={linkInput}
            disabled={disabled}
            onChange={(event) => setLinkInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLinks();
              }
            }}
            onBlur={addLinks}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button
            variant="outlined"
            onClick={addLinks}
            disabled={disabled}
            sx={{ flex: 'none', mt: 0.25 }}
          >
            {t('interview.addVideos')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
