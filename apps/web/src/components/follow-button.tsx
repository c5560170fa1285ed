import { useContext, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ButtonProps } from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client.js';
import { getSession, updateSessionUser } from '../lib/session.js';
import { ConfirmDialogContext } from './confirm-dialog/confirm-dialog-context.js';
import { useRequireLogin } from './confirm-dialog/use-require-login.js';
import { useToast, useToastAvailable } from './toast.js';
import { apiErrorText } from '../lib/error-text.js';

export type FollowEntity = 'course' | 'user';

export interface FollowButtonProps {
  entityName: FollowEntity;
  entityId: number;
  /** The server's `isFollowed` for the signed-in caller (false for visitors). */
  isFollowed: boolean;
  /** Name of what is followed, for the accessible label ('Follow Royal Golf'). */
  entityLabel?: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/** Cached queries that hold the followed entity (course page, member profile). */
const CACHE_ROOT: Readonly<Record<FollowEntity, string>> = { course: 'course', user: 'member' };

/** Patches a cached course or member object after a follow change (isFollowed, totalFollow ± 1). */
function patchFollowed(
  queryClient: QueryClient,
  name: FollowEntity,
  id: number,
  followed: boolean,
) {
  queryClient.setQueriesData<unknown>({ queryKey: [CACHE_ROOT[name]] }, (old: unknown) => {
    if (typeof old !== 'object' || old === null) return old;
    const entity = old as { id?: unknown; isFollowed?: unknown; totalFollow?: unknown };
    if (entity.id !== id || typeof entity.isFollowed !== 'boolean') return old;
    if (entity.isFollowed === followed) return old;
    const total = typeof entity.totalFollow === 'number' ? entity.totalFollow : 0;
    return {
      ...entity,
      isFollowed: followed,
      totalFollow: Math.max(0, total + (followed ? 1 : -1)),
    };
  });
}

/**
 * Follow / Unfollow toggle for a course or a member (FOLLOW-001..006, PROF-038, PROF-043,
 * PROF-044). Visitors get the 'Warning' / 'You need to login' dialog first. The label flips
 * at once (optimistic); the call is `POST /follow {entityId, entityName}` or
 * `DELETE /follow/{entityName}/{entityId}`. On success the own `totalFollowing` changes by
 * ±1 (FOLLOW-004), the cached entity is patched and the subscription lists are refreshed;
 * on failure the label comes back and the server message shows in an alert toast.
 */
export function FollowButton(props: FollowButtonProps) {
  // The button needs the app's confirm dialog and toasts (app/providers.tsx). Until both are
  // mounted it renders nothing rather than breaking the course page it sits on.
  const confirmReady = useContext(ConfirmDialogContext) !== null;
  const toastReady = useToastAvailable();
  if (!confirmReady || !toastReady) {
    if (import.meta.env.DEV)
      console.warn('FollowButton: mount ConfirmDialogProvider and ToastProvider');
    return null;
  }
  return <FollowToggle {...props} />;
}

function FollowToggle({
  entityName,
  entityId,
  isFollowed,
  entityLabel,
  size = 'medium',
  fullWidth,
}: FollowButtonProps) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);

  const mutation = useMutation({
    mutationFn: (follow: boolean): Promise<{ isFollowed: boolean }> =>
      follow
        ? api.post('/follow', { body: { entityId, entityName } })
        : api.delete(`/follow/${entityName}/${entityId}`),
    onMutate: (follow) => setOptimistic(follow),
    onSuccess: (_answer, follow) => {
      const user = getSession()?.user;
      if (user) {
        updateSessionUser({
          ...user,
          totalFollowing: Math.max(0, user.totalFollowing + (follow ? 1 : -1)),
        });
      }
      patchFollowed(queryClient, entityName, entityId, follow);
      void queryClient.invalidateQueries({ queryKey: ['following'] });
    },
    onError: (error) => {
      toast.error(apiErrorText(error));
    },
    onSettled: () => setOptimistic(null),
  });

  const followed = optimistic ?? isFollowed;
  const onClick = async () => {
    if (mutation.isPending || !(await requireLogin())) return;
    mutation.mutate(!followed);
  };
  const label = followed ? t('follow.unfollow') : t('follow.follow');

  return (
    <Button
      onClick={() => void onClick()}
      variant={followed ? 'outlined' : 'contained'}
      color="primary"
      size={size}
      fullWidth={fullWidth}
      disableElevation
      aria-label={entityLabel ? `${label} – ${entityLabel}` : undefined}
      aria-busy={mutation.isPending}
      startIcon={
        mutation.isPending ? (
          <CircularProgress size={16} color="inherit" aria-hidden />
        ) : followed ? (
          <CheckIcon />
        ) : (
          <AddIcon />
        )
      }
      sx={{ whiteSpace: 'nowrap', minWidth: { xs: 0, sm: 112 } }}
    >
      {label}
    </Button>
  );
}
