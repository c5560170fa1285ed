import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths, splitCommentMentions, type Comment } from '@bgc/shared';
import { AuthorAvatarLink, AuthorNameLink } from '../author-links.js';
import { LikeButton } from '../post-card/like-button.js';
import { fullDate, relativeTime } from '../post-card/relative-time.js';
import { visuallyHidden } from '../../lib/visually-hidden.js';
import { CommentInput } from './comment-input.js';
import { CommentMenu } from './comment-menu.js';
import type { useCommentActions } from './comment-queries.js';
import { LinkedText } from '../linked-text.js';

export type CommentActions = ReturnType<typeof useCommentActions>;

export interface CommentItemProps {
  comment: Comment;
  actions: CommentActions;
  /** Opens the report dialog for this comment (after the sign-in check). */
  onReport: (comment: Comment) => void;
  /** 'Reply' pressed (after the sign-in check): the top-level comment opens its reply field. */
  onReply: () => void;
  /** ROUTE-036: this is the comment the address points at: marked and scrolled to. */
  highlighted?: boolean;
  /** Replies and the reply field, under a top-level comment. */
  children?: ReactNode;
}

/**
 * CMT-004..011, CMT-015: one comment or reply — avatar and name linking to the profile, the
 * plain text (escaped, line breaks kept), relative date, Like with its count, Reply, the
 * '…' menu (Edit inline, Delete, Report). A comment of a deleted post only says 'This
 * comment was deleted from this post' (CMT-008).
 */
export function CommentItem({
  comment,
  actions,
  onReport,
  onReply,
  highlighted,
  children,
}: CommentItemProps) {
  const { t, i18n } = useTranslation('posts');
  const [editing, setEditing] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const scrolled = useRef(false);
  const reply = comment.parent !== null;
  const gone = comment.entityName === 'post-deleted';
  const profileHref = paths.profilePerson(comment.profile.id);

  useEffect(() => {
    if (!highlighted || scrolled.current || !ref.current) return;
    scrolled.current = true;
    ref.current.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <Box
      component="li"
      ref={ref}
      id={`comment-${comment.id}`}
      data-testid="comment"
      data-comment-id={comment.id}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-current={highlighted ? 'true' : undefined}
      sx={{ listStyle: 'none', scrollMarginTop: { xs: 72, sm: 132 } }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <AuthorAvatarLink profile={comment.profile} to={profileHref} size={reply ? 28 : 32} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {editing ? (
            <>
              <CommentInput
                bare
                autoFocus
                label={t('comments.editLabel')}
                placeholder={t('comments.placeholder')}
                initialText={comment.text}
                onCancel={() => setEditing(false)}
                onSend={async (text) => {
                  const saved = await actions.edit(comment, text);
                  if (saved) setEditing(false);
                  return saved;
                }}
              />
              <Button size="small" onClick={() => setEditing(false)} sx={{ ml: 1, minWidth: 0 }}>
                {t('comments.cancel')}
              </Button>
            </>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, maxWidth: '100%' }}>
              <Box
                sx={{
                  bgcolor: highlighted ? '#fdf3d8' : '#f0f3f1',
                  outline: highlighted ? '2px solid #c77700' : 'none',
                  borderRadius: 3,
                  px: 1.5,
                  py: 0.75,
                  minWidth: 0,
                  maxWidth: '100%',
                }}
              >
                {highlighted && (
                  <Box component="span" sx={visuallyHidden}>
                    {t('comments.highlighted')}
                  </Box>
                )}
                <AuthorNameLink name={comment.profile.name} to={profileHref} variant="body2" />
                <Typography
                  variant="body2"
                  data-testid="comment-text"
                  sx={{
                    whiteSpace: 'pre-line',
                    overflowWrap: 'anywhere',
                    fontStyle: gone ? 'italic' : undefined,
                    color: gone ? 'text.secondary' : undefined,
                  }}
                >
                  {gone ? t('comments.postDeleted') : <CommentText text={comment.text} />}
                </Typography>
              </Box>
              {!gone && (
                <CommentMenu
                  comment={comment}
                  onEdit={() => setEditing(true)}
                  onDelete={() => void actions.remove(comment)}
                  onReport={() => onReport(comment)}
                />
              )}
            </Box>
          )}
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              columnGap: 0.5,
              pl: 0.5,
              color: 'text.secondary',
            }}
          >
            <Typography
              variant="caption"
              component="span"
              title={fullDate(comment.createdDate, i18n.language)}
              sx={{ mr: 0.5 }}
              // time zone and "now" differ between the server render and the browser
              suppressHydrationWarning
            >
              <time dateTime={comment.createdDate} suppressHydrationWarning>
                {relativeTime(comment.createdDate, i18n.language)}
              </time>
            </Typography>
            {!gone && (
              <>
                <LikeButton
                  size="small"
                  entityName="comment"
                  entityId={comment.id}
                  isLiked={comment.isLiked}
                  totalLike={comment.totalLike}
                />
                <Button
                  size="small"
                  color="inherit"
                  onClick={onReply}
                  sx={{ minWidth: 0, px: 0.75, color: 'text.secondary' }}
                >
                  {t('comments.reply')}
                </Button>
              </>
            )}
            {comment.edit && (
              <Typography variant="caption" component="span">
                {t('comments.edited')}
              </Typography>
            )}
          </Box>
          {children}
        </Box>
      </Box>
    </Box>
  );
}

/** Comment text with `@[Name](id)` member mentions as profile links (NOTIF-009 type 3). */
function CommentText({ text }: { text: string }) {
  return (
    <>
      {splitCommentMentions(text).map((part, i) =>
        'mention' in part ? (
          <Link
            key={i}
            component={RouterLink}
            to={paths.profilePerson(part.mention.id)}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            @{part.mention.name}
          </Link>
        ) : (
          <span key={i}>
            <LinkedText text={part.text} />
          </span>
        ),
      )}
    </>
  );
}
