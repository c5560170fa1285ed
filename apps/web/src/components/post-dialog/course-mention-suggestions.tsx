import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { useTranslation } from 'react-i18next';
import type { PostCourseRef } from './post-form-model.js';
import { courseRefOf, useCourseSuggestions } from './use-course-suggestions.js';

/**
 * POST-022: the courses offered for the '@term' typed at the end of the post text (500 ms
 * after the last key, 5 suggestions), as buttons under the editor; choosing one turns the
 * mention into a link to the course. Announced politely to screen readers.
 */
export function CourseMentionSuggestions({
  term,
  onPick,
}: {
  /** The term after '@', or null when the text does not end with a mention. */
  term: string | null;
  onPick: (course: PostCourseRef) => void;
}) {
  const { t } = useTranslation('feed');
  const { courses, waiting } = useCourseSuggestions(term ?? '');
  if (term === null) return null;

  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('dialog.mentionTitle', { term })}
      aria-live="polite"
      sx={{ p: 1.5, mt: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('dialog.mentionTitle', { term })}
      </Typography>
      {waiting && courses.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <CircularProgress size={14} color="inherit" aria-hidden />
          <Typography variant="body2">{t('dialog.searching')}</Typography>
        </Box>
      ) : courses.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dialog.noCourse')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
          {courses.map((course) => (
            <li key={course.id}>
              <Button
                fullWidth
                size="small"
                startIcon={<GolfCourseIcon aria-hidden />}
                onClick={() => onPick(courseRefOf(course))}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
              >
                <Box component="span" sx={{ minWidth: 0 }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {course.name}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' · '}
                    {[course.city, course.country.name].filter(Boolean).join(', ')}
                  </Box>
                </Box>
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
