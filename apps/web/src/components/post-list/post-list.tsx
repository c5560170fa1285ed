import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { useRequireLogin } from '../confirm-dialog/use-require-login.js';
import type { PostCourseRef } from '../post-dialog/post-form-model.js';
import { PostDialogs } from './post-dialogs.js';
import { PostListItem } from './post-list-item.js';
import {
  CreatePostBar,
  PostListEmpty,
  PostListFooter,
  PostListSkeleton,
} from './post-list-parts.js';
import { usePostList, type PostQuery } from './post-queries.js';
import { usePostActions } from './use-post-actions.js';

export interface PostListProps {
  /** Filters of GET /posts (sort by createdDate, 10 a page). */
  query: PostQuery;
  /** Text of the empty list. */
  emptyText: string;
  emptyIcon?: ReactNode;
  /** POST-030: shows 'Create post' above the list. */
  canCreate?: boolean;
  /** Type of the created posts (1 with the radio; 7 on a course Timeline). */
  createType?: number;
  /** The page's course (course Timeline): created posts belong to it. */
  course?: PostCourseRef;
}

/**
 * A reusable infinite post list (POST-025, POST-031): GET /posts with `query`, 10 a page,
 * more as the end nears (250 px, 500 ms), a PostCard for each post, the post dialog for
 * 'Create post' (when `canCreate`) and for a card's Edit, and Delete taking the post out of
 * the list.
 */
export function PostList({
  query,
  emptyText,
  emptyIcon,
  canCreate,
  createType = 1,
  course,
}: PostListProps) {
  const { posts, result, sentinelRef } = usePostList(query);
  const actions = usePostActions();
  const requireLogin = useRequireLogin();
  const [creating, setCreating] = useState(false);

  const openCreate = async () => {
    if (await requireLogin()) setCreating(true);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {canCreate && <CreatePostBar onCreate={() => void openCreate()} />}
      {result.isPending ? (
        <PostListSkeleton />
      ) : posts.length === 0 && !result.isError ? (
        <PostListEmpty icon={emptyIcon ?? <DynamicFeedIcon />} text={emptyText} />
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, minWidth: 0 }}
        >
          {posts.map((post) => (
            <PostListItem key={post.id} post={post} actions={actions} />
          ))}
        </Box>
      )}
      <PostListFooter
        sentinelRef={sentinelRef}
        hasMore={result.hasNextPage}
        loading={result.isFetchingNextPage}
        failed={result.isError}
        onMore={() => void (result.isError ? result.refetch() : result.fetchNextPage())}
      />
      <PostDialogs
        creating={Boolean(canCreate) && creating}
        onCloseCreate={() => setCreating(false)}
        createType={createType}
        course={course}
        actions={actions}
      />
    </Box>
  );
}
