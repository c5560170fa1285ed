import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../lazy-with-preload.js';
import type { PostDialogProps } from '../post-dialog/post-dialog.js';
import type { PostCourseRef } from '../post-dialog/post-form-model.js';
import type { usePostActions } from './use-post-actions.js';

/**
 * The post form (editor, hashtags, mentions, its schemas) loads when a post is first created or
 * edited.
 */
const PostDialog = lazyWithPreload(
  () => import('../post-dialog/post-dialog.js'),
  (m) => m.PostDialog,
);

export interface PostDialogsProps {
  /** The create dialog is open (POST-030). */
  creating: boolean;
  onCloseCreate: () => void;
  /** Type of the created post (1 by default; 7 on a course Timeline). */
  createType?: number;
  /** The page's course (course Timeline): created and edited posts belong to it. */
  course?: PostCourseRef;
  /** The list's actions: `editing` is the post whose Edit was chosen. */
  actions: ReturnType<typeof usePostActions>;
}

/**
 * A post list's two dialogs, 'Create post' and a card's Edit, rendered only from their first
 * opening on (each then stays mounted, so that closing can animate): a page that shows posts
 * does not load or render the post form until a member writes.
 */
export function PostDialogs({
  creating,
  onCloseCreate,
  createType,
  course,
  actions,
}: PostDialogsProps) {
  const [createUsed, setCreateUsed] = useState(false);
  const [editUsed, setEditUsed] = useState(false);
  if (creating && !createUsed) setCreateUsed(true);
  if (actions.editing !== null && !editUsed) setEditUsed(true);
  return (
    <>
      {(creating || createUsed) && (
        <Suspense fallback={null}>
          <PostDialog.Component
            open={creating}
            mode="create"
            initialType={createType}
            course={course}
            onClose={onCloseCreate}
          />
        </Suspense>
      )}
      {(actions.editing !== null || editUsed) && (
        <Suspense fallback={null}>
          <PostDialog.Component
            open={actions.editing !== null}
            mode="edit"
            post={actions.editing ?? undefined}
            course={course}
            onClose={() => actions.setEditing(null)}
            onSaved={actions.saved}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The post dialog for pages that render it only when it may open (a signed-in member, a post
 * being edited): its code loads when it is first rendered, not with the page.
 */
export function LazyPostDialog(props: PostDialogProps) {
  return (
    <Suspense fallback={null}>
      <PostDialog.Component {...props} />
    </Suspense>
  );
}
