import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@bgc/shared';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor.js';
import { isRichTextEmpty } from '../../../components/rich-text-editor/rich-text-html.js';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.js';
import { useCourseDraft } from '../use-course-edit.js';
import { AboutCard, EditActions, EditButton } from './about-card.js';

/**
 * COURSE-014/015/022: 'Presentation of {name}' and the course's rich-text presentation, or
 * 'The information has not been updated.' when empty. A course admin gets 'Edit': the
 * rich-text editor (loaded only then) with 'Save' (`POST /courses/edit {id, content}`) and
 * 'Cancel'.
 */
export function PresentationSection({ course, admin }: { course: CourseDetail; admin: boolean }) {
  const { t } = useTranslation('course');
  const { draft, setDraft, save, busy } = useCourseDraft(course.id, (content: string) => ({
    content,
  }));
  const content = course.content ?? '';

  return (
    <AboutCard
      titleId="course-presentation-title"
      title={t('about.title', { name: course.name })}
      large
      action={
        admin && draft === null ? (
          <EditButton label={t('about.editPresentation')} onClick={() => setDraft(content)} />
        ) : null
      }
    >
      {draft !== null ? (
        <Stack spacing={2}>
          <LazyRichTextEditor
            value={draft}
            onChange={setDraft}
            label={t('about.presentationLabel')}
            placeholder={t('about.presentationPlaceholder')}
            minHeight={220}
            disabled={busy}
          />
          <EditActions busy={busy} onCancel={() => setDraft(null)} onSave={() => void save()} />
        </Stack>
      ) : isRichTextEmpty(content) ? (
        <Typography color="text.secondary">{t('about.empty')}</Typography>
      ) : (
        <RichTextView html={content} />
      )}
    </AboutCard>
  );
}
