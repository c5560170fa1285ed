import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Post } from '@bgc/shared';
import { removePostFromCaches, replacePostInCaches } from './post-cache.js';

/**
 * Edit and delete of the posts of a list (POST-008, POST-009, POST-024): `editing` is the
 * post whose dialog is open; `saved` merges an edited (or liked, commented) post into every
 * cached list; `removed` takes a post the card deleted ('Confirm your action') out of them.
 */
export function usePostActions() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Post | null>(null);

  const saved = useCallback((post: Post) => replacePostInCaches(queryClient, post), [queryClient]);

  /** Removes a post the card already deleted (or that is gone) from every list. */
  const removed = useCallback(
    (post: Pick<Post, 'id'>) => removePostFromCaches(queryClient, post.id),
    [queryClient],
  );

  return { editing, setEditing, saved, removed };
}
