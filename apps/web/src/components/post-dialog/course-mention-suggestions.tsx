import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { useTranslation } from 'react-i18next';
import type { CourseSummary, MemberSummary } from '@bgc/shared';
import { mentionOptionSx, type MentionedMember } from '../mentions/member-mention.js';
import { useMemberSuggestions } from '../mentions/use-member-suggestions.js';
import { mentionKey } from './mention-keys.js';
import type { PostCourseRef } from './post-form-model.js';
import { courseRefOf, useCourseSuggestions } from './use-course-suggestions.js';

/** What the editor needs to act as the combobox's input. */
export interface MentionAutocomplete {
  /** id of the listbox (or the space-separated ids of both listboxes) the editor controls. */
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

/** The '@member' part of the combobox (discussions): its own listbox, options first. */
export interface MemberMentionListState {
  term: string;
  members: MemberSummary[];
  waiting: boolean;
  listId: string;
  active: number;
  optionId: (index: number) => string;
  onPick: (member: MentionedMember) => void;
}

/**
 * POST-022, NOTIF-009 type 3: the '@' suggestions as one ARIA combobox whose input is the
 * editor: the members (when `onPickMember` is given, i.e. in a discussion) then the courses.
 * The focus stays in the text, ArrowDown / ArrowUp move the active option across both lists
 * (`aria-activedescendant`), Enter picks it, Escape closes the lists for this term
 * (`mentionKey`). `onKeyDown` goes to the editor; `autocomplete` to its ARIA attributes;
 * `list` and `memberList` to the two listboxes.
 */
export function useMentionCombobox(
  term: string | null,
  onPick: (course: PostCourseRef) => void,
  onPickMember: ((member: MentionedMember) => void) | null = null,
) {
  const { courses, waiting } = useCourseSuggestions(term ?? '');
  const memberSearch = useMemberSuggestions(onPickMember ? (term ?? '') : '');
  const members = onPickMember ? memberSearch.members : [];
  const listId = useId();
  const memberListId = useId();
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const shown = term !== null && dismissed !== term;
  // a new term or a new answer starts with no active option
  const listKey = shown
    ? `${term}|${members.map((m) => m.id).join(',')}|${courses.map((c) => c.id).join(',')}`
    : '';
  const [seenKey, setSeenKey] = useState(listKey);
  if (listKey !== seenKey) {
    setSeenKey(listKey);
    setActive(-1);
  }
  const count = members.length + courses.length;
  // one index over both lists: the members first, then the courses
  const optionId = (index: number) =>
    index < members.length
      ? `${memberListId}-option-${index}`
      : `${listId}-option-${index - members.length}`;
  const pickAt = (index: number) => {
    if (index < members.length) {
      const member = members[index]!;
      onPickMember?.({ id: member.id, name: member.name });
    } else onPick(courseRefOf(courses[index - members.length]!));
  };

  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!shown || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
    const result = mentionKey(event.key, count, active);
    if (!result.handled) return false;
    // Escape closes the list, not the dialog around the editor
    if (event.key === 'Escape') event.stopPropagation();
    setActive(result.active);
    if (result.action === 'dismiss') setDismissed(term);
    if (result.action === 'pick') pickAt(result.active);
    return true;
  };

  const controls = [members.length > 0 ? memberListId : null, courses.length > 0 ? listId : null]
    .filter(Boolean)
    .join(' ');
  const autocomplete: MentionAutocomplete | null =
    shown && count > 0
      ? { listId: controls, activeId: active >= 0 && active < count ? optionId(active) : null }
      : null;
  const list: MentionList | null = shown
    ? {
        term,
        courses,
        waiting,
        listId,
        active: active - members.length,
        optionId: (index) => optionId(index + members.length),
        onPick,
      }
    : null;
  const memberList: MemberMentionListState | null =
    shown && onPickMember
      ? {
          term,
          members,
          waiting: memberSearch.waiting,
          listId: memberListId,
          active,
          optionId,
          onPick: onPickMember,
        }
      : null;
  return { onKeyDown, autocomplete, list, memberList };
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
