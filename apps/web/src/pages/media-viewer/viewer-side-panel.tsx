import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type MediaItem, type MediaWithCourse } from '@bgc/shared';
import { CommentsBlock } from '../../components/comments/comments-block.js';
import { MemberAvatar } from '../../components/member-avatar.js';
import { formatMediaDate } from '../../components/media/media-format.js';
import { mediaTitle } from '../../components/media/media-format.js';

/**
 * MEDIA-006: the viewer's side panel (below the media on phones): who posted it (avatar and
 * name, linking to the profile), the title, the date, a link to the course, and the
 * item's comments (CMT-016).
 */
export function ViewerSidePanel({
  item,
  course,
}: {
  item: MediaItem;
  /** The media with its course (GET /media?courseDetail=true), when loaded. */
  course: MediaWithCourse | undefined;
}) {
  const { t, i18n } = useTranslation('media');
  const title = mediaTitle(item);
  const date = formatMediaDate(item.createdDate, i18n.language);
  const profile = item.profile;
  const courseHref =
    course?.courseCountry && course.courseSlug
      ? paths.course(course.courseCountry, course.courseSlug)
      : null;
  return (
    <Box
      component="aside"
      aria-label={t('viewer.details')}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        width: { xs: '100%', md: 360 },
        flex: 'none',
        overflowY: { md: 'auto' },
        p: { xs: 2, sm: 3 },
      }}
    >
      {profile && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <MemberAvatar name={profile.name} picture={profile.picture} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <MuiLink
              component={RouterLink}
              to={paths.profilePerson(profile.id)}
              underline="hover"
              sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}
            >
              {profile.name}
            </MuiLink>
            {date && (
              <Typography variant="body2" color="text.secondary">
                <time dateTime={item.createdDate}>{date}</time>
              </Typography>
            )}
          </Box>
        </Box>
      )}
      <Typography component="p" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {title || t(item.type === 2 ? 'viewer.video' : 'viewer.photo')}
      </Typography>
      {!profile && date && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <time dateTime={item.createdDate}>{date}</time>
        </Typography>
      )}
      {courseHref && course?.courseName && (
        <MuiLink
          component={RouterLink}
          to={courseHref}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 1.5, fontWeight: 600 }}
        >
          <GolfCourseIcon fontSize="small" aria-hidden />
          {course.courseName}
        </MuiLink>
      )}
      <Divider sx={{ my: 2.5 }} />
      <Box component="section" aria-labelledby="viewer-comments-title">
        <Typography id="viewer-comments-title" component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('viewer.comments')}
        </Typography>
        {/* CMT-016: the item's own comments */}
        <CommentsBlock key={item.id} entityName="media" entityId={item.id} />
      </Box>
    </Box>
  );
}
