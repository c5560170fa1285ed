import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.js';
import { apiUpload, carriesFiles } from '../../lib/upload.js';
import { preparePhoto } from '../media/media-files.js';
import {
  buildPostFormData,
  showsMedia,
  type PostDraft,
  type PostFormContext,
} from './post-form-model.js';

/** Query key prefix of every post list (feeds, timelines, vlogs, side cards). */
export const POSTS_KEY = ['posts'] as const;

/**
 * POST-023 / POST-024: sends the draft as multipart to POST /posts (create) or
 * POST /posts/update (edit), the photos re-encoded first (FILE-003). Resolves with the saved
 * `Post`; throws `ApiError` with the server's message and field errors. Every post list is
 * refreshed after a create; an edit is merged by the caller.
 */
export function useSavePost(context: PostFormContext) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: PostDraft) => {
      const photos = showsMedia(draft.type)
        ? await Promise.all(
            draft.newPhotos.map(async (p) => ({
              file: await preparePhoto(p.file),
              title: p.title,
            })),
          )
        : [];
      const body = buildPostFormData(draft, photos, context);
      const path = context.mode === 'edit' ? '/posts/update' : '/posts';
      // photos go through the upload helper (progress and cancel in the dialog)
      if (!carriesFiles(body)) return api.post(path, { body });
      return apiUpload('POST', path, { body, kind: 'photos' });
    },
    onSuccess: () => {
      if (context.mode === 'create') void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
  });
}
