import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PostType, type CourseDetail } from '@bgc/shared';
import { PostList } from '../../components/post-list/post-list.js';
import { coursePostRef } from '../../components/post-list/post-queries.js';
import { api } from '../../lib/api-client.js';
import { CourseTabColumns } from './course-tab-columns.js';

/**
 * COURSE-035: the Golf VLOG tab: 'Last Vlog', a language filter card (the languages of the
 * vlogs with their counts, `GET /posts/languages?types=2`) and the course's vlog posts
 * (`GET /posts?filter_course&filter_type=2`, 10 a page, infinite).
 */
export function CourseVlogTab({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation('course');
  const { t: tf } = useTranslation('feed');
  const titleId = useId();
  const [language, setLanguage] = useState(0);
  const languages = useQuery({
    queryKey: ['posts', 'languages', '2', i18n.language],
    queryFn: ({ signal }) => api.get('/posts/languages', { query: { types: '2' }, signal }),
    staleTime: 5 * 60_000,
  });

  return (
    <CourseTabColumns sideWidth={300} areas={{ xs: '"filter" "list"', md: '"list filter"' }}>
      <Box
        component="section"
        aria-labelledby={titleId}
        sx={{ gridArea: 'list', minWidth: 0, display: 'grid', gap: 1.5 }}
      >
        <Typography id={titleId} component="h2" variant="h3">
          {t('vlog.title')}
        </Typography>
        <PostList
          query={{
            filter_course: course.id,
            filter_type: String(PostType.Vlog),
            ...(language ? { filter_language: language } : {}),
          }}
          emptyText={tf('course.vlogEmpty', { name: course.name })}
          emptyIcon={<VideocamIcon />}
          course={coursePostRef(course)}
        />
      </Box>
      <Card
        component="section"
        aria-label={t('vlog.filter')}
        sx={{ gridArea: 'filter', minWidth: 0, p: { xs: 2, sm: 2.5 } }}
      >
        <TextField
          select
          fullWidth
          size="small"
          label={t('vlog.language')}
          value={language}
          onChange={(event) => setLanguage(Number(event.target.value))}
        >
          <MenuItem value={0}>{t('vlog.allLanguages')}</MenuItem>
          {(languages.data?.languages ?? []).map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {tf('course.languageOption', { name: item.name, count: item.count })}
            </MenuItem>
          ))}
        </TextField>
      </Card>
    </CourseTabColumns>
  );
}
