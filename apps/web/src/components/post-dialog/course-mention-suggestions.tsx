import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@bgc/shared';
import { mentionOptionSx } from '../mentions/member-mention.js';
import { mentionKey } from './mention-keys.js';
import type { PostCourseRef } from './post-form-model.js';
import { courseRefOf, useCourseSuggestions } from './use-course-suggestions.js';

/** What the editor needs to act as the combobox's input. */
export interface MentionAutocomplete {
  listId: string;
  activeId: string | null;
}

interface MentionList {
  term: string;
  courses: CourseSummary[];
  waiting: boolean;
  listId: string;
  active: number;
  optionId: (index: number) => string;
  onPick: (course: PostCourseRef) => void;
}

/**
 * POST-022: the @course suggestions as an ARIA combobox whose input is the
 * editor: the focus stays in the text, ArrowDown / ArrowUp move the active option
 * (`aria-activedescendant`), Enter picks it, Escape closes the list for this term
 * (`mentionKey`). `onKeyDown` goes to the editor; `autocomplete` to its ARIA attributes.
 */
export function useMentionCombobox(term: string | null, onPick: (course: PostCourseRef) => void) {
  const { courses, waiting } = useCourseSuggestions(term ?? '');
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const shown = term !== null && dismissed !== term;
  // a new term or a new answer starts with no active option
  const listKey = shown ? `${term}|${courses.map((c) => c.id).join(',')}` : '';
  const [seenKey, setSeenKey] = useState(listKey);
  if (listKey !== seenKey) {
    setSeenKey(listKey);
    setActive(-1);
  }
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!shown || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
    const result = mentionKey(event.key, courses.length, active);
    if (!result.handled) return false;
    // Escape closes the list, not the dialog around the editor
    if (event.key === 'Escape') event.stopPropagation();
    setActive(result.active);
    if (result.action === 'dismiss') setDismissed(term);
    if (result.action === 'pick') onPick(courseRefOf(courses[result.active]!));
    return true;
  };

  const autocomplete: MentionAutocomplete | null =
    shown && courses.length > 0
      ? { listId, activeId: active >= 0 && active < courses.length ? optionId(active) : null }
      : null;
  const list: MentionList | null = shown
    ? { term, courses, waiting, listId, active, optionId, onPick }
    : null;
  return { onKeyDown, autocomplete, list };
}

/**
 * POST-022: the courses offered for the '@term' typed at the end of the post text (500 ms
 * after the last key, 5 suggestions), as a listbox under the editor (`useMentionCombobox`);
 * choosing one (arrows and Enter in the editor, or a click) turns the mention into a link to
 * the course. Announced politely to screen readers.
 */
export function CourseMentionSuggestions({ list }: { list: MentionList | null }) {
  const { t } = useTranslation('feed');
  if (list === null) return null;
  const { term, courses, waiting, listId, active, optionId, onPick } = list;
  const title = t('dialog.mentionTitle', { term });

  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={title}
      aria-live="polite"
      sx={{ p: 1.5, mt: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
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
        <Box
          component="ul"
          role="listbox"
          id={listId}
          aria-label={title}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}
        >
          {courses.map((course, index) => (
            <Box
              component="li"
              key={course.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // a click keeps the focus in the editor
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(courseRefOf(course))}
              sx={{
                ...mentionOptionSx,
                color: 'primary.main',
                fontSize: 14,
                bgcolor: index === active ? 'action.selected' : undefined,
                outline: index === active ? '2px solid currentColor' : undefined,
                outlineOffset: -2,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <GolfCourseIcon fontSize="small" aria-hidden />
              <Box component="span" sx={{ minWidth: 0 }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {course.name}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  {[course.city, course.country.name].filter(Boolean).join(', ')}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
