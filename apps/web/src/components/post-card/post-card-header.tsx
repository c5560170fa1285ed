import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { useTranslation } from 'react-i18next';
import { paths, type Post } from '@bgc/shared';
import { ActionsMenu, type MenuAction } from '../actions-menu.js';
import { AuthorAvatarLink, AuthorNameLink } from '../author-links.js';
import { fullDate, relativeTime } from './relative-time.js';

export interface PostCardHeaderProps {
  post: Post;
  /** Offered when the post says `canUpdate` and a handler is given (POST-007). */
  onEdit?: () => void;
  /** Offered when the post says `canDelete` (POST-007/008). */
  onDelete?: () => void;
  /** Offered when the caller cannot update the post (POST-007, REPORT-008). */
  onReport?: () => void;
}

const TYPES_WITH_LABEL = new Set([2, 3, 4, 5, 7, 8]);

/**
 * POST-004 / POST-007: the author's avatar and name (linking to the profile), the relative
 * date (full date on hover), the course link, the post type, and the '⋮' menu with Edit
 * (canUpdate), Delete (canDelete) and Report (when the caller cannot update).
 */
export function PostCardHeader({ post, onEdit, onDelete, onReport }: PostCardHeaderProps) {
  const { t, i18n } = useTranslation('posts');
  const profileHref = paths.profilePerson(post.profile.id);
  const edit = post.canUpdate && onEdit ? onEdit : null;
  const remove = post.canDelete && onDelete ? onDelete : null;
  const report = !post.canUpdate && onReport ? onReport : null;
  const course = post.courseDetail;
  const actions: MenuAction[] = [
    ...(edit
      ? [{ key: 'edit', label: t('card.edit'), icon: <EditIcon fontSize="small" />, run: edit }]
      : []),
    ...(remove
      ? [
          {
            key: 'delete',
            label: t('card.delete'),
            icon: <DeleteIcon fontSize="small" sx={{ color: 'error.main' }} />,
            run: remove,
          },
        ]
      : []),
    ...(report
      ? [
          {
            key: 'report',
            label: t('card.report'),
            icon: <FlagIcon fontSize="small" />,
            run: report,
          },
        ]
      : []),
  ];

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
      <AuthorAvatarLink profile={post.profile} to={profileHref} size={44} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <AuthorNameLink name={post.profile.name} to={profileHref} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
        >
          <Link
            component={RouterLink}
            to={paths.postDetail(post.id)}
            color="inherit"
            underline="hover"
            title={fullDate(post.createdDate, i18n.language)}
            // WCAG 2.5.8: a 24 px high target, apart from the course link below it
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}
            // time zone and "now" differ between the server render and the browser
            suppressHydrationWarning
          >
            <time dateTime={post.createdDate} suppressHydrationWarning>
              {relativeTime(post.createdDate, i18n.language)}
            </time>
          </Link>
          {TYPES_WITH_LABEL.has(post.type) && (
            <Chip
              component="span"
              size="small"
              label={t(`types.${post.type}`)}
              sx={{ height: 20, fontSize: '0.75rem', bgcolor: '#e7efe9', color: 'primary.dark' }}
            />
          )}
        </Typography>
        {course && (
          <Link
            component={RouterLink}
            to={paths.course(course.countrySlug, course.slug)}
            variant="body2"
            underline="hover"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 24,
              gap: 0.5,
              fontWeight: 600,
              overflowWrap: 'anywhere',
            }}
          >
            <GolfCourseIcon sx={{ fontSize: 16 }} aria-hidden />
            {course.name}
          </Link>
        )}
      </Box>
      <ActionsMenu
        label={t('card.menu')}
        actions={actions}
        buttonSx={{ mt: -0.5, mr: -0.5 }}
        alignRight
      />
    </Box>
  );
}
