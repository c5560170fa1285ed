import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { paths, type CourseDetail } from '@bgc/shared';

/**
 * D-16: 'More courses at <club>' — the club's other courses (best world rank first), each a
 * link to its page with its rank. Not shown for a course without a club or alone in it.
 */
export function ClubCoursesCard({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation('course');
  const club = course.club;
  if (!club || club.otherCourses.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card
      component="section"
      aria-labelledby="club-courses-title"
      data-testid="club-courses"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <GolfCourseIcon aria-hidden="true" sx={{ color: 'secondary.main' }} />
        <Typography id="club-courses-title" component="h2" variant="h3">
          {t('club.title', { club: club.name })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('club.intro', { count: club.otherCourses.length + 1 })}
      </Typography>
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
    </Card>
  );
}
