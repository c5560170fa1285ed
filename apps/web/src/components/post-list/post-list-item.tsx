import { PostType, type Post } from '@bgc/shared';
import { PostCard } from '../post-card/post-card.js';
import type { usePostActions } from './use-post-actions.js';

/**
 * One post of a list (`<li>`): the PostCard, with Edit opening the list's post dialog (not for
 * course reviews, type 4, which are edited in the course's Reviews tab), its changes (likes,
 * comment counts) and its delete written to every cached list.
 */
export function PostListItem({
  post,
  actions,
}: {
  post: Post;
  actions: ReturnType<typeof usePostActions>;
}) {
  return (
    <PostCard
      post={post}
      asListItem
      onEdit={post.type === PostType.Review ? undefined : actions.setEditing}
      onChanged={actions.saved}
      onDeleted={actions.removed}
    />
  );
}
