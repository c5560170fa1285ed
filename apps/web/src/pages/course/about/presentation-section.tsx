import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@bgc/shared';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor.js';
import { isRichTextEmpty } from '../../../components/rich-text-editor/rich-text-html.js';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.js';
import { useCourseEdit } from '../use-course-edit.js';

/**
 * COURSE-014/015/022: 'Presentation of {name}' and the course's rich-text presentation, or
 * 'The information has not been updated.' when empty. A course admin gets 'Edit': the
 * rich-text editor (loaded only then) with 'Save' (`POST /courses/edit {id, content}`) and
 * 'Cancel'.
 */
export function PresentationSection({ course, admin }: { course: CourseDetail; admin: boolean }) {
  const { t } = useTranslation('course');
  const edit = useCourseEdit(course.id);
  const [draft, setDraft] = useState<string | null>(null);
  const content = course.content ?? '';

  const save = async () => {
    if (draft === null) return;
    try {
      await edit.mutateAsync({ content: draft });
      setDraft(null);
    } catch {
      // the toast shows the server message; the editor stays open
    }
  };

  return (
    <Card
      component="section"
      aria-labelledby="course-presentation-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography
          id="course-presentation-title"
          component="h2"
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {t('about.title', { name: course.name })}
        </Typography>
        {admin && draft === null ? (
          <Button
            startIcon={<EditIcon />}
            size="small"
            onClick={() => setDraft(content)}
            aria-label={t('about.editPresentation')}
          >
            {t('about.edit')}
          </Button>
        ) : null}
      </Box>
      {draft !== null ? (
        <Stack spacing={2}>
          <LazyRichTextEditor
            value={draft}
            onChange={setDraft}
            label={t('about.presentationLabel')}
            placeholder={t('about.presentationPlaceholder')}
            minHeight={220}
            disabled={edit.isPending}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)} disabled={edit.isPending}>
              {t('about.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={edit.isPending}>
              {t('about.save')}
            </Button>
          </Stack>
        </Stack>
      ) : isRichTextEmpty(content) ? (
        <Typography color="text.secondary">{t('about.empty')}</Typography>
      ) : (
        <RichTextView html={content} />
      )}
    </Card>
  );
}
