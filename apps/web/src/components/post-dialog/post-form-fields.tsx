import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { POST_TITLE_MAX, PostType } from '@bgc/shared';
import { useSession } from '../../lib/session.js';
import { useContentLanguages } from '../use-content-languages.js';
import { LazyRichTextEditor } from '../rich-text-editor/lazy-rich-text-editor.js';
import { CourseMentionSuggestions, useMentionCombobox } from './course-mention-suggestions.js';
import { courseLinkHtml, insertMentionLink, trailingMention } from './course-mention.js';
import { MemberMentionSuggestions } from '../mentions/member-mention-suggestions.js';
import { memberLinkHtml } from '../mentions/member-mention.js';
import { CourseSearchField } from './course-search-field.js';
import {
  RADIO_TYPES,
  languageOptions,
  showsContent,
  showsCoursePicker,
  showsLanguage,
  showsMedia,
  showsTitle,
  showsTypeRadio,
  type PostCourseRef,
  type PostDraft,
} from './post-form-model.js';
import { PostHashtagsField } from './post-hashtags-field.js';
import { PostPhotosField } from './post-photos-field.js';
import { PostYoutubeField } from './post-youtube-field.js';

const TYPE_KEYS: Readonly<Record<number, string>> = {
  1: 'types.general',
  2: 'types.vlog',
  3: 'types.coaching',
};

export interface PostFormFieldsProps {
  draft: PostDraft;
  update: (change: (draft: PostDraft) => PostDraft) => void;
  fixedCourse: PostCourseRef | null;
  /** Translated messages by field (language, title, content, course, youtubes, photoFiles…). */
  errors: Record<string, string>;
  tagInput: string;
  onTagInput: (text: string) => void;
  linkInput: string;
  onLinkInput: (text: string) => void;
  nextKey: () => number;
  disabled: boolean;
}

/**
 * The fields of the post dialog, shown by type (POST-015..017, OPEN-044): type radio
 * (General, Vlog, Coaching), the vlog's course (POST-013), language (the member's languages,
 * else all, POST-021), title (discussions), the rich text with '@' course tagging (POST-018,
 * POST-020, POST-022) and, in discussions, '@' members (NOTIF-009, decision 044), hashtags (POST-032), photos (FILE-001..003) and YouTube links (POST-014).
 */
export function PostFormFields(props: PostFormFieldsProps) {
  const { draft, update, fixedCourse, errors, disabled } = props;
  const { t, i18n } = useTranslation('feed');
  const session = useSession();
  const typeLabelId = useId();
  const languages = useContentLanguages(i18n.language);
  const options = languageOptions(
    languages.data?.list ?? [],
    session?.user.languages ?? [],
    draft.language,
  );
  const mention = showsContent(draft.type) ? trailingMention(draft.content) : null;
  // after a pick the editor takes the focus back, its caret right after the inserted link
  const [caretRequest, setCaretRequest] = useState(0);
  const insertLink = (linkHtml: string) => {
    update((d) => ({ ...d, content: insertMentionLink(d.content, linkHtml) }));
    setCaretRequest((n) => n + 1);
  };
  const combobox = useMentionCombobox(
    mention,
    (course) => insertLink(courseLinkHtml(course)),
    draft.type === PostType.Discussion ? (member) => insertLink(memberLinkHtml(member)) : null,
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {showsTypeRadio(draft.type) && (
        <FormControl disabled={disabled}>
          <FormLabel id={typeLabelId}>{t('dialog.type')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={typeLabelId}
            value={draft.type}
            onChange={(event) => {
              const type = Number(event.target.value);
              update((d) => ({ ...d, type }));
            }}
          >
            {RADIO_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={t(TYPE_KEYS[type] ?? 'types.general')}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {showsCoursePicker(draft.type, fixedCourse !== null) && (
        <CourseSearchField
          value={draft.course}
          onChange={(course) => update((d) => ({ ...d, course }))}
          error={errors.course}
          disabled={disabled}
        />
      )}
      {showsLanguage(draft.type) && (
        <TextField
          select
          fullWidth
          size="small"
          required
          label={t('dialog.language')}
          value={options.some((l) => l.id === draft.language) ? (draft.language ?? '') : ''}
          disabled={disabled}
          error={Boolean(errors.language)}
          helperText={errors.language}
          onChange={(event) => {
            const language = Number(event.target.value) || null;
            update((d) => ({ ...d, language }));
          }}
        >
          {options.map((language) => (
            <MenuItem key={language.id} value={language.id}>
              {language.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {showsTitle(draft.type) && (
        <TextField
          fullWidth
          required
          label={t('dialog.title')}
          value={draft.title}
          disabled={disabled}
          error={Boolean(errors.title)}
          helperText={errors.title}
          onChange={(event) => {
            const title = event.target.value;
            update((d) => ({ ...d, title }));
          }}
          slotProps={{ htmlInput: { maxLength: POST_TITLE_MAX } }}
        />
      )}
      {showsContent(draft.type) && (
        <Box>
          <LazyRichTextEditor
            label={t('dialog.content')}
            placeholder={t('dialog.contentPlaceholder')}
            value={draft.content}
            onChange={(content) => update((d) => ({ ...d, content }))}
            error={errors.content}
            disabled={disabled}
            minHeight={140}
            onKeyDown={combobox.onKeyDown}
            autocomplete={combobox.autocomplete}
            caretAtEndRequest={caretRequest}
          />
          <MemberMentionSuggestions list={combobox.memberList} />
          <CourseMentionSuggestions list={combobox.list} />
        </Box>
      )}
      <PostHashtagsField
        tags={draft.hashtags}
        input={props.tagInput}
        onTags={(hashtags) => update((d) => ({ ...d, hashtags }))}
        onInput={props.onTagInput}
        error={errors.hashtags}
        disabled={disabled}
      />
      {showsMedia(draft.type) && (
        <>
          <PostPhotosField
            draft={draft}
            update={update}
            nextKey={props.nextKey}
            error={errors.photoFiles ?? errors.reTitledMedia ?? errors.removedMedia}
            disabled={disabled}
          />
          <PostYoutubeField
            draft={draft}
            update={update}
            input={props.linkInput}
            onInput={props.onLinkInput}
            required={draft.type === 2}
            error={errors.youtubes ?? errors.youtubeMeta}
            disabled={disabled}
          />
        </>
      )}
    </Box>
  );
}
