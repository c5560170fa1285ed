import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { useTranslation } from 'react-i18next';
import type { LikeState } from './like-state.js';
import { useLike } from './use-like.js';

export interface LikeButtonProps {
  entityName: 'post' | 'comment';
  entityId: number;
  isLiked: boolean;
  totalLike: number;
  /** Each reconciled state (after the server answered the latest press). */
  onChange?: (state: LikeState) => void;
  size?: 'small' | 'medium';
}

/**
 * LIKE-001..005, CMT-006: 'Like' with its count, pressed when liked (`aria-pressed`); the
 * count changes at once and is then reconciled with the server's answer.
 */
export function LikeButton({
  entityName,
  entityId,
  isLiked,
  totalLike,
  onChange,
  size = 'medium',
}: LikeButtonProps) {
  const { t } = useTranslation('posts');
  const like = useLike(entityName, entityId, { isLiked, totalLike }, onChange);
  const Icon = like.isLiked ? ThumbUpIcon : ThumbUpOutlinedIcon;
  return (
    <Button
      size={size}
      color={like.isLiked ? 'primary' : 'inherit'}
      aria-pressed={like.isLiked}
      onClick={() => void like.toggle()}
      startIcon={<Icon fontSize="small" aria-hidden />}
      data-testid={`like-${entityName}-${entityId}`}
      sx={{
        minWidth: 0,
        px: size === 'small' ? 0.75 : 1.25,
        color: like.isLiked ? 'primary.main' : 'text.secondary',
        fontWeight: like.isLiked ? 700 : 600,
      }}
    >
      {t('card.like')}
      <Box component="span" data-testid="like-count" sx={{ ml: 0.75, fontWeight: 700 }}>
        {like.totalLike}
      </Box>
    </Button>
  );
}
