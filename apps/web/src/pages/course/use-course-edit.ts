import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseEdit } from '@bgc/shared';
import { useToast } from '../../components/toast.js';
import { api } from '../../lib/api-client.js';
import { apiErrorText } from '../../lib/error-text.js';
import { apiUpload } from '../../lib/upload.js';

/** Answer of POST /courses/edit: the current images. */
export interface CourseEditResult {
  picture: string | null;
  cover: string | null;
}

/** Refetches every cached course (course page, drawer cards) after a change. */
export function useRefreshCourse(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['course'] });
}

/**
 * COURSE-015/016/018/030..032: a course admin's change, `POST /courses/edit {id, …fields}`.
 * Success: toast 'Update success' and the course is refetched; failure: the server message
 * in an alert toast, and the promise rejects so a form can stay open. Resolves the answer.
 */
export function useCourseEdit(courseId: number) {
  const { t } = useTranslation('course');
  const toast = useToast();
  const refresh = useRefreshCourse();
  return useMutation<CourseEditResult, Error, Omit<CourseEdit, 'id'>>({
    mutationFn: (fields) => {
      const body = { id: courseId, ...fields };
      // COURSE-030/031: a new logo or cover goes through the upload helper (progress, cancel)
      if (fields.websiteBanner) return apiUpload('POST', '/courses/edit', { body, kind: 'cover' });
      if (fields.websiteLogo) return apiUpload('POST', '/courses/edit', { body, kind: 'logo' });
      return api.post('/courses/edit', { body });
    },
    onSuccess: async () => {
      toast.success(t('toast.updateSuccess'));
      await refresh();
    },
    onError: (error) => {
      toast.error(apiErrorText(error));
    },
  });
}

/**
 * COURSE-015/016: a course admin's draft of one About section and its save. `draft` is null
 * while the section is not being edited; `save()` sends `toFields(draft)` through
 * `useCourseEdit` and closes the draft on success; on failure the toast shows the server
 * message and the draft (the form or editor) stays open. `busy` while it is sent.
 */
export function useCourseDraft<T>(
  courseId: number,
  toFields: (draft: T) => Omit<CourseEdit, 'id'>,
) {
  const edit = useCourseEdit(courseId);
  const [draft, setDraft] = useState<T | null>(null);
  const save = async () => {
    if (draft === null) return;
    try {
      await edit.mutateAsync(toFields(draft));
      setDraft(null);
    } catch {
      // the toast shows the server message; the form stays open
    }
  };
  return { draft, setDraft, save, busy: edit.isPending };
}
