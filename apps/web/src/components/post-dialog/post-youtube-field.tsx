import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { MediaType, mergeVideoLinks, parseYoutubeId } from '@bgc/shared';
import { NoVideoPreview } from '../media/no-video-preview.js';
import { VideoPreview } from '../media/video-preview.js';
import { keptMedia, type PostDraft } from './post-form-model.js';

function VideoRow(props: {
  preview: ReactNode;
  text: string;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      {props.preview}
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {props.text}
      </Typography>
      <IconButton aria-label={props.removeLabel} onClick={props.onRemove} disabled={props.disabled}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

/**
 * POST-014 / POST-023: the YouTube links of a post. A link is added with 'Add' or Enter
 * (comma-separated entries are merged without duplicates); a preview shows only for a valid
 * 11-character id. Kept videos of an edited post can be removed. `input` is lifted so the
 * dialog adds a link still typed when it sends.
 */
export function PostYoutubeField({
  draft,
  update,
  input,
  onInput,
  required,
  error,
  disabled,
}: {
  draft: PostDraft;
  update: (change: (draft: PostDraft) => PostDraft) => void;
  input: string;
  onInput: (text: string) => void;
  required: boolean;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('feed');
  const keptVideos = keptMedia(draft).filter((m) => m.type === MediaType.Video);
  const add = () => {
    if (!input.trim()) return;
    update((d) => ({ ...d, youtubes: mergeVideoLinks(d.youtubes, input) }));
    onInput('');
  };
  const typedId = parseYoutubeId(input);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {t('dialog.videos')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          size="small"
          label={t('dialog.youtubeLink')}
          required={required}
          value={input}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? t('dialog.youtubeHelp')}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outlined" onClick={add} disabled={disabled || !input.trim()}>
          {t('dialog.addVideo')}
        </Button>
      </Box>
      {typedId && (
        <Box sx={{ mt: 1 }}>
          <VideoPreview youtubeId={typedId} width={200} />
        </Box>
      )}
      {keptVideos.length + draft.youtubes.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}
        >
          {keptVideos.map((video, i) => (
            <VideoRow
              key={`kept-${video.id}`}
              preview={<VideoPreview youtubeId={video.youtubeId ?? ''} width={120} />}
              text={video.description || `https://youtu.be/${video.youtubeId ?? ''}`}
              removeLabel={t('dialog.removeVideo', { n: i + 1 })}
              onRemove={() =>
                update((d) => ({ ...d, removedMedia: [...d.removedMedia, video.id] }))
              }
              disabled={disabled}
            />
          ))}
          {draft.youtubes.map((link, i) => {
            const id = parseYoutubeId(link);
            return (
              <VideoRow
                key={`new-${link}`}
                preview={
                  id ? (
                    <VideoPreview youtubeId={id} width={120} />
                  ) : (
                    <NoVideoPreview width={120} label={t('dialog.noPreview')} />
                  )
                }
                text={link}
                removeLabel={t('dialog.removeVideo', { n: keptVideos.length + i + 1 })}
                onRemove={() =>
                  update((d) => ({ ...d, youtubes: d.youtubes.filter((l) => l !== link) }))
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
