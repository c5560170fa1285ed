import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@bgc/shared';
import type { PostCourseRef } from './post-form-model.js';
import { courseRefOf, useCourseSuggestions } from './use-course-suggestions.js';

/**
 * POST-013 / POST-035: the golf course of a vlog written off a course page. Searches by name
 * after 500 ms (5 suggestions); shows 'Please choose course' when the form says so.
 */
export function CourseSearchField({
  value,
  onChange,
  error,
  disabled,
  helperText,
}: {
  value: PostCourseRef | null;
  onChange: (course: PostCourseRef | null) => void;
  error?: string;
  disabled?: boolean;
  /** The help under the field ('The golf course of your vlog' unless the form says otherwise). */
  helperText?: string;
}) {
  const { t } = useTranslation('feed');
  const [input, setInput] = useState('');
  const typing = input.trim() !== '' && input !== value?.name;
  const { courses, waiting } = useCourseSuggestions(typing ? input : '');
  const options: Array<PostCourseRef | CourseSummary> = value ? [value, ...courses] : courses;

  return (
    <Autocomplete<PostCourseRef | CourseSummary, false, false, false>
      value={value}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, option) => onChange(option ? toRef(option) : null)}
      options={options}
      filterOptions={(x) => x.filter((o, i, all) => all.findIndex((a) => a.id === o.id) === i)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={waiting}
      loadingText={t('dialog.searching')}
      noOptionsText={input.trim() ? t('dialog.noCourse') : t('dialog.typeCourse')}
      disabled={disabled}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {option.name}
            </Typography>
            {'country' in option && (
              <Typography variant="caption" color="text.secondary" component="p">
                {[option.city, option.country.name].filter(Boolean).join(', ')}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('dialog.course')}
          required
          error={Boolean(error)}
          helperText={error ?? helperText ?? t('dialog.courseHelp')}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {waiting && <CircularProgress color="inherit" size={16} aria-hidden />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

function toRef(option: PostCourseRef | CourseSummary): PostCourseRef {
  return 'country' in option ? courseRefOf(option) : option;
}
