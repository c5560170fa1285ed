import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconSectionCard } from '../../components/icon-section-card.js';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { paths, type CourseDetail } from '@bgc/shared';
import { numberFormat } from '../../lib/intl-formats.js';

/**
 * D-16: 'More courses at <club>' — the club's other courses (best world rank first), each a
 * link to its page with its rank. Not shown for a course without a club or alone in it.
 */
export function ClubCoursesCard({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation('course');
  const club = course.club;
  if (!club || club.otherCourses.length === 0) return null;
  const number = numberFormat(i18n.language);
  return (
    <IconSectionCard
      titleId="club-courses-title"
      testId="club-courses"
      icon={<GolfCourseIcon aria-hidden="true" sx={{ color: 'secondary.main' }} />}
      title={t('club.title', { club: club.name })}
      intro={t('club.intro', { count: club.otherCourses.length + 1 })}
    >
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {club.otherCourses.map((c) => (
          <Box
            component="li"
            key={c.id}
            sx={{ borderTop: '1px solid', borderColor: 'divider', pt: 1, minWidth: 0 }}
          >
            <MuiLink
              component={RouterLink}
              to={paths.course(c.countrySlug, c.slug)}
              underline="hover"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {c.courseLabel ?? c.name}
            </MuiLink>
            <Typography variant="body2" color="text.secondary">
              {c.rank !== null
                ? t('club.rank', { rank: number.format(c.rank) })
                : t('club.unranked')}
            </Typography>
          </Box>
        ))}
      </Box>
    </IconSectionCard>
  );
}
