import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { HASHTAGS_PER_POST } from '@bgc/shared';
import { HashtagList } from '../hashtag-list.js';
import { addHashtags } from './post-form-model.js';

/**
 * POST-032: the hashtags of a post as chips: typed with or without '#', added on Enter, space
 * or comma (and on leaving the field), removable; at most 10, letters, digits, '_' and '-'.
 * `input` is lifted so that the dialog can add what is still typed when it sends.
 */
export function PostHashtagsField({
  tags,
  input,
  onTags,
  onInput,
  error,
  disabled,
}: {
  tags: readonly string[];
  input: string;
  onTags: (tags: string[]) => void;
  onInput: (text: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('feed');
  const listId = useId();
  const [problem, setProblem] = useState<'invalid' | 'tooMany' | null>(null);

  const commit = (text: string) => {
    if (!text.trim()) return;
    const result = addHashtags(tags, text);
    setProblem(result.problem);
    onTags(result.tags);
    onInput('');
  };
  const message =
    error ??
    (problem === 'invalid'
      ? t('dialog.hashtagInvalid')
      : problem === 'tooMany'
        ? t('dialog.hashtagTooMany', { max: HASHTAGS_PER_POST })
        : undefined);

  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        label={t('dialog.hashtags')}
        placeholder={t('dialog.hashtagsPlaceholder')}
        value={input}
        disabled={disabled || tags.length >= HASHTAGS_PER_POST}
        error={Boolean(message)}
        helperText={message ?? t('dialog.hashtagsHelp', { max: HASHTAGS_PER_POST })}
        onChange={(event) => {
          const text = event.target.value;
          if (/[\s,]$/.test(text)) commit(text);
          else onInput(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(input);
          } else if (event.key === 'Backspace' && input === '' && tags.length > 0) {
            onTags(tags.slice(0, -1));
          }
        }}
        onBlur={() => commit(input)}
        slotProps={{ htmlInput: { 'aria-describedby': tags.length ? listId : undefined } }}
      />
      {tags.length > 0 && (
        <HashtagList
          id={listId}
          tags={tags}
          label={t('dialog.hashtagList')}
          chip={(tag) => (
            <Chip
              label={`#${tag}`}
              size="small"
              disabled={disabled}
              onDelete={() => onTags(tags.filter((x) => x !== tag))}
              aria-label={t('dialog.removeHashtag', { tag })}
            />
          )}
        />
      )}
    </Box>
  );
}
