import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COURSE_CONTACT_FIELDS,
  MSG,
  courseContactSchema,
  type CourseContact,
  type CourseDetail,
} from '@bgc/shared';
import { PhoneInput } from '../../../components/phone-input.js';
import { ApiError } from '../../../lib/api-client.js';
import { useCourseEdit } from '../use-course-edit.js';
import { AboutCard, EditActions, EditButton } from './about-card.js';

type ContactField = (typeof COURSE_CONTACT_FIELDS)[number];
type ContactValues = Record<ContactField, string>;

/** Labels of the fields: brand names are not translated; website and phone are. */
const BRANDS: Readonly<Partial<Record<ContactField, string>>> = {
  facebookUrl: 'Facebook',
  twitterUrl: 'X (Twitter)',
  instagramUrl: 'Instagram',
  youtubeUrl: 'YouTube',
  tripadvisorUrl: 'Tripadvisor',
};

/** The form's values for a course (empty strings for none). */
function contactValues(course: CourseDetail): ContactValues {
  return Object.fromEntries(
    COURSE_CONTACT_FIELDS.map((field) => [field, course[field] ?? '']),
  ) as ContactValues;
}

/**
 * COURSE-003: a course admin's 'Contact and social links' card on the About
 * tab: the website, the phone and the Facebook, X, Instagram, YouTube and Tripadvisor pages.
 * Each is empty (none) or valid: an http(s) URL ('URL is not valid'), the phone with the claim
 * form's rules ('The value must be an phone number'). Saved with `POST /courses/edit`; the
 * header's social icons and the Information card show them.
 */
export function ContactLinksCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('ux');
  const edit = useCourseEdit(course.id);
  const [editing, setEditing] = useState(false);
  const form = useForm<CourseContact, unknown, CourseContact>({
    resolver: zodResolver(courseContactSchema),
    defaultValues: contactValues(course),
  });
  const { errors } = form.formState;

  const label = (field: ContactField) =>
    BRANDS[field] ?? t(field === 'website' ? 'courseContact.website' : 'courseContact.phone');
  const errorText = (message: string | undefined) => {
    if (!message) return undefined;
    if (message === MSG.urlInvalid) return t('courseContact.urlInvalid');
    if (message === MSG.phoneInvalid) return t('courseContact.phoneInvalid');
    return message;
  };

  const open = () => {
    form.reset(contactValues(course));
    setEditing(true);
  };
  const save = form.handleSubmit(async (values) => {
    try {
      await edit.mutateAsync(values);
      setEditing(false);
    } catch (error) {
      // the toast shows the server message; the server's field texts go on their fields
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      for (const field of COURSE_CONTACT_FIELDS)
        if (fields[field]) form.setError(field, { message: fields[field] });
    }
  });

  return (
    <AboutCard
      titleId="course-contact-title"
      title={t('courseContact.title')}
      action={!editing ? <EditButton label={t('courseContact.edit')} onClick={open} /> : null}
    >
      {editing ? (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => void save(event)}
          aria-labelledby="course-contact-title"
        >
          {COURSE_CONTACT_FIELDS.map((field) =>
            field === 'phone' ? (
              <Controller
                key={field}
                control={form.control}
                name="phone"
                render={({ field: input }) => (
                  <PhoneInput
                    label={label('phone')}
                    name="phone"
                    value={input.value ?? ''}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    inputRef={input.ref}
                    disabled={edit.isPending}
                    error={Boolean(errors.phone)}
                    helperText={errorText(errors.phone?.message)}
                  />
                )}
              />
            ) : (
              <TextField
                key={field}
                {...(({ ref, ...rest }) => ({ ...rest, inputRef: ref }))(form.register(field))}
                label={label(field)}
                type="url"
                placeholder="https://"
                fullWidth
                disabled={edit.isPending}
                error={Boolean(errors[field])}
                helperText={errorText(errors[field]?.message)}
              />
            ),
          )}
          <EditActions busy={edit.isPending} onCancel={() => setEditing(false)} />
        </Stack>
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
          {COURSE_CONTACT_FIELDS.map((field) => (
            <Box
              key={field}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' },
                gap: { xs: 0, sm: 2 },
              }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {label(field)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {course[field] || t('courseContact.none')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </AboutCard>
  );
}
