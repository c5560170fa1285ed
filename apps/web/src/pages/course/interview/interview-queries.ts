import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { apiUpload, carriesFiles } from '../../../lib/upload.js';
import { useSession } from '../../../lib/session.js';

/**
 * Server state of the Directors' Interview tab. Key ['interview', courseId, viewer] (viewer =
 * signed-in user id or 0, since `canUpdate` depends on who asks).
 */
export const interviewKey = (courseId: number, viewer: number) =>
  ['interview', courseId, viewer] as const;

/** INTV-011: GET /courses/director-interview/{courseId}. */
export function useInterview(courseId: number) {
  const viewer = useSession()?.user.id ?? 0;
  return useQuery({
    queryKey: interviewKey(courseId, viewer),
    queryFn: ({ signal }) => api.get(`/courses/director-interview/${courseId}`, { signal }),
  });
}

/**
 * INTV-012 / INTV-007: POST /courses/director-interview (multipart); the saved interview
 * replaces the cached one, then the interview reloads.
 */
export function useSaveInterview(courseId: number) {
  const client = useQueryClient();
  const viewer = useSession()?.user.id ?? 0;
  return useMutation({
    mutationFn: (form: FormData) =>
      carriesFiles(form)
        ? apiUpload('POST', '/courses/director-interview', {
            body: form,
            kind: 'photos',
          })
        : api.post('/courses/director-interview', { body: form }),
    onSuccess: async (saved) => {
      client.setQueryData(interviewKey(courseId, viewer), saved);
      await client.invalidateQueries({ queryKey: ['interview', courseId] });
    },
  });
}
