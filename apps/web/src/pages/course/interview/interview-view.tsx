import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_QUESTION_KEYS, MediaType, type Interview } from '@bgc/shared';
import { isRichTextEmpty } from '../../../components/rich-text-editor/rich-text-html.js';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.js';
import { YoutubePlayer } from '../../../components/media/youtube-player.js';
import { mediaTitle } from '../../../components/media/media-format.js';
import defaultDirectorUrl from './default-director.svg';

/**
 * The interview in view mode (INTV-001..006): the director's photo (first photo's thumbnail,
 * else a default illustration), name and position (or 'First & Last name' / 'Position'), the
 * seven numbered questions with their answers or 'Not completed yet', the videos (thumbnail
 * and play button, then an autoplaying player), and 'Edit' for course admins only.
 */
export function InterviewView({ interview, onEdit }: { interview: Interview; onEdit: () => void }) {
  const { t } = useTranslation('media');
  const photo = interview.media.find((m) => m.type === MediaType.Photo);
  const videos = interview.media.filter((m) => m.type === MediaType.Video && m.youtubeId);
  const name = interview.directorName?.trim();
  const position = interview.directorPosition?.trim();
  const photoUrl = photo?.thumbnail ?? photo?.path ?? defaultDirectorUrl;

  return (
    <Card component="article" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'center', sm: 'center' },
          gap: { xs: 1.5, sm: 3 },
          textAlign: { xs: 'center', sm: 'left' },
          pb: 2.5,
          mb: 2.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="img"
          src={photoUrl}
          alt={photo ? t('interview.photoAlt', { name: name || t('interview.defaultName') }) : ''}
          sx={{
            width: 128,
            height: 128,
            borderRadius: '50%',
            objectFit: 'cover',
            flex: 'none',
            border: '4px solid #fff',
            boxShadow: 2,
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="h2"
            variant="h2"
            sx={{ overflowWrap: 'anywhere', ...(name ? {} : { color: 'text.secondary' }) }}
          >
            {name || t('interview.defaultName')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {position || t('interview.defaultPosition')}
          </Typography>
        </Box>
        {interview.canUpdate && (
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={onEdit}
            aria-label={t('interview.editTitle')}
            sx={{ alignSelf: { xs: 'center', sm: 'flex-start' } }}
          >
            {t('interview.edit')}
          </Button>
        )}
      </Box>

      <Box
        component="ol"
        sx={{ m: 0, pl: 0, listStyle: 'none', counterReset: 'question', display: 'grid', gap: 3 }}
      >
        {INTERVIEW_QUESTION_KEYS.map((key, index) => {
          const answer = interview[key];
          return (
            <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5 }}>
              <Box
                aria-hidden
                sx={{
                  flex: 'none',
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: '#fff',
                  fontWeight: 700,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {index + 1}
              </Box>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography
                  component="h3"
                  sx={{
                    mb: 0.75,
                    pt: 0.5,
                    fontWeight: 700,
                    fontSize: { xs: '1rem', sm: '1.0625rem' },
                  }}
                >
                  {t(`interview.${key}`)}
                </Typography>
                {answer && !isRichTextEmpty(answer) ? (
                  <RichTextView html={answer} />
                ) : (
                  <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
                    {t('interview.notCompleted')}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>

      {videos.length > 0 && (
        <Box component="section" sx={{ mt: 4 }} aria-labelledby="interview-videos-title">
          <Typography id="interview-videos-title" component="h3" variant="h3" sx={{ mb: 1.5 }}>
            {t('interview.videos')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {videos.map((video) => (
              <Box key={video.id}>
                <YoutubePlayer
                  youtubeId={video.youtubeId ?? ''}
                  title={mediaTitle(video) || t('videos.untitled')}
                />
                {mediaTitle(video) && (
                  <Typography sx={{ mt: 0.75, fontWeight: 600 }}>{mediaTitle(video)}</Typography>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Card>
  );
}
