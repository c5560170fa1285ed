import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseSummary, Page } from '@bgc/shared';
import { CountryFlag } from '../../components/country-flag.js';
import { CourseDebouncedSearch } from '../../components/course-debounced-search.js';
import { useToast } from '../../components/toast.js';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog-context.js';
import { api, ApiError } from '../../lib/api-client.js';
import { PlayedCourseList } from '../../components/profile/played-course-list.js';
import { playedAddErrorKey, playedIdsSegment } from '../../components/profile/profile-format.js';
import { profileKeys, type PlayedItem } from '../../components/profile/profile-queries.js';
import { apiErrorText } from '../../lib/error-text.js';

/**
 * Courses added per call: the ids travel in one path segment (at most 40 for the API; kept
 * at 10 so the segment stays short).
 */
export const PLAYED_ADD_MAX = 10;

/**
 * The own 'Golf played' tab (PROF-022..025, ERR-008): pick one or more courses with the course
 * search, then 'Add' sends `POST /courses-played/{ids joined by '-'}` ('Add course player
 * success'; the server's 'cant create another CourseUser' shows 'You have already added this
 * golf course', anything else 'Server error'). The list below removes with
 * `DELETE /courses-played/{id}` once the member confirms. Both refresh GET /me for the counter.
 */
export function GolfPlayedTab() {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<CourseSummary[]>([]);

  const add = useMutation({
    mutationFn: (ids: number[]) => api.post(`/courses-played/${playedIdsSegment(ids)}`),
    onSuccess: () => {
      setPicked([]);
      toast.success(t('toast.addPlayedSuccess'));
      void queryClient.invalidateQueries({ queryKey: profileKeys.played('me') });
      void queryClient.invalidateQueries({ queryKey: profileKeys.me });
    },
    onError: (error) =>
      toast.error(t(`toast.${playedAddErrorKey(error instanceof ApiError ? error : null)}`)),
  });

  const remove = useMutation({
    mutationFn: (course: CourseSummary) => api.delete(`/courses-played/${course.id}`),
    onSuccess: (_answer, course) => {
      queryClient.setQueryData<InfiniteData<Page<PlayedItem>>>(profileKeys.played('me'), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.filter((item) => item.course.id !== course.id),
                total: Math.max(0, page.total - 1),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.me });
    },
    onError: (error) => toast.error(apiErrorText(error)),
  });

  // HOME-009: removing a played course is asked first (no silent loss)
  const askRemove = async (course: CourseSummary) => {
    const yes = await confirm({
      title: t('golf.removeTitle'),
      message: t('golf.removeQuestion', { name: course.name }),
      confirmText: t('golf.removeConfirm'),
    });
    if (yes) remove.mutate(course);
  };

  return (
    <Stack spacing={2}>
      <Card component="section" aria-labelledby="golf-add-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="golf-add-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {t('golf.addTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('golf.addHint')}
        </Typography>
        {picked.length < PLAYED_ADD_MAX ? (
          // SRCH-009: the course search, GET /courses?filter_name_like=…&page=1&limit=10 (1000 ms debounce)
          <CourseDebouncedSearch
            id="played-course-search"
            label={t('golf.search')}
            onSelect={(course) =>
              setPicked((list) => (list.some((c) => c.id === course.id) ? list : [...list, course]))
            }
            details={(course) => (
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {[course.city, course.country.name].filter(Boolean).join(', ')}
              </Typography>
            )}
          />
        ) : (
          <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
            {t('golf.max', { n: PLAYED_ADD_MAX })}
          </Typography>
        )}
        {picked.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} id="golf-picked">
              {t('golf.picked', { n: picked.length })}
            </Typography>
            <Box
              component="ul"
              aria-labelledby="golf-picked"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {picked.map((course) => (
                <li key={course.id}>
                  <Chip
                    label={course.name}
                    icon={<CountryFlag code={course.country.code} width={18} />}
                    onDelete={() => setPicked((list) => list.filter((c) => c.id !== course.id))}
                    sx={{ maxWidth: '100%', pl: 0.5 }}
                  />
                </li>
              ))}
            </Box>
            <Button
              onClick={() => add.mutate(picked.map((course) => course.id))}
              variant="contained"
              disableElevation
              disabled={add.isPending}
              startIcon={
                add.isPending ? (
                  <CircularProgress size={16} color="inherit" aria-hidden />
                ) : (
                  <AddIcon />
                )
              }
              sx={{ mt: 2 }}
            >
              {t('golf.add', { n: picked.length })}
            </Button>
          </Box>
        )}
      </Card>
      <Box component="section" aria-labelledby="golf-list-title">
        <Typography id="golf-list-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('golf.listTitle')}
        </Typography>
        <PlayedCourseList
          owner="me"
          onRemove={(course) => void askRemove(course)}
          removing={remove.isPending ? (remove.variables?.id ?? null) : null}
        />
      </Box>
    </Stack>
  );
}
