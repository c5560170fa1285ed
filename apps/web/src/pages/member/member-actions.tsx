import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BlockIcon from '@mui/icons-material/Block';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import HourglassIcon from '@mui/icons-material/HourglassTop';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { finderRequestSummary, type FriendAnswer, type MemberProfile } from '@bgc/shared';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog-context.js';
import { useRequireLogin } from '../../components/confirm-dialog/use-require-login.js';
import { FollowButton } from '../../components/follow-button.js';
import {
  LazyReportDialog,
  preloadReportDialog,
} from '../../components/report-dialog/lazy-report-dialog.js';
import { useToast } from '../../components/toast.js';
import { api } from '../../lib/api-client.js';
import { memberActions } from './member-actions-model.js';
import { FriendRequestDialog } from './friend-request-dialog.js';
import { apiErrorText } from '../../lib/error-text.js';
import { FRIEND_LIST_KEY, openChat } from '../../components/chat/chat-store.js';

export type FriendCall = 'request' | 'accept' | 'deny' | 'block' | 'unblock';

/** D-02: the friend calls; each answers `{ myFriend, theirFriend }`. */
function callFriend(call: FriendCall, id: number): Promise<FriendAnswer> {
  if (call === 'request') return api.post('/friend/request', { body: { friend: id } });
  return api.put(`/friend/${call}/${id}`);
}

/** The toast shown after a friend call went through (the invitation shows in the button). */
const SUCCESS_KEY: Readonly<Record<FriendCall, string | null>> = {
  request: null,
  accept: 'friend.accepted',
  deny: 'friend.denied',
  block: 'friend.blocked',
  unblock: 'friend.unblocked',
};

/**
 * The action buttons of another member's profile (PROF-031..044, D-02): Follow / Unfollow,
 * the friend button for the status, and a '⋮' menu with 'Report' (the report dialog,
 * REPORT-008) and 'Block' (confirmed first). Visitors get the login dialog first (PROF-043).
 * Every friend call replaces the shown status with the answer's `myFriend` and refreshes the
 * profile; failures show the server message (PROF-044).
 */
export function MemberActions({
  member,
  queryKey,
}: {
  member: MemberProfile;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const confirm = useConfirm();
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [requestOpen, setRequestOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const status = member.friend?.status ?? null;
  // FRIEND-020 (decision 043): a player-finder request shows what it asks in the dialog
  const friendList = useQuery({
    queryKey: FRIEND_LIST_KEY,
    queryFn: () => api.get('/friend/list'),
    enabled: requestOpen,
  });
  const request = finderRequestSummary(
    friendList.data?.find((f) => f.user.id === member.id)?.requestData ?? null,
  );
  const actions = memberActions(status, false);

  const friend = useMutation({
    mutationFn: (call: FriendCall) => callFriend(call, member.id),
    onSuccess: (answer, call) => {
      queryClient.setQueryData<MemberProfile>(queryKey, (old) =>
        old ? { ...old, friend: answer.myFriend } : old,
      );
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
      setRequestOpen(false);
      const key = SUCCESS_KEY[call];
      if (key) toast.success(t(key, { name: member.name }));
    },
    onError: (error) => toast.error(apiErrorText(error)),
  });

  const run = async (call: FriendCall) => {
    setMenuAnchor(null);
    if (friend.isPending || !(await requireLogin())) return;
    if (call === 'block') {
      const sure = await confirm({
        title: t('friend.blockTitle'),
        message: t('friend.blockMessage', { name: member.name }),
        confirmText: t('friend.block'),
      });
      if (!sure) return;
    }
    friend.mutate(call);
  };
  // REPORT-008: report the member (sign-in first, REPORT-007)
  const openReport = async () => {
    setMenuAnchor(null);
    void preloadReportDialog(); // fetched while the sign-in check runs
    if (await requireLogin()) setReportOpen(true);
  };
  // CHAT-027: 'Request awaiting' opens the chat box (Accept / Deny there) and the answer dialog
  const openRequest = async () => {
    if (!(await requireLogin())) return;
    openChat(member.id);
    setRequestOpen(true);
  };

  if (!actions.visible) return null;
  const busy = (call: FriendCall) => friend.isPending && friend.variables === call;
  const spinner = <CircularProgress size={16} color="inherit" aria-hidden />;
  // the outlined button of a friend call, its icon a spinner while that call runs
  const callButton = (call: FriendCall, icon: ReactNode, label: string, color?: 'secondary') => (
    <Button
      variant="outlined"
      color={color}
      onClick={() => void run(call)}
      disabled={friend.isPending}
      startIcon={busy(call) ? spinner : icon}
    >
      {label}
    </Button>
  );

  return (
    <>
      {actions.follow && (
        <FollowButton entityName="user" entityId={member.id} isFollowed={member.isFollowed} />
      )}
      {actions.friend === 'invite' && callButton('request', <PersonAddIcon />, t('friend.invite'))}
      {actions.friend === 'invitationSent' && (
        <Button variant="outlined" disabled startIcon={<HourglassIcon />}>
          {t('friend.invitationSent')}
        </Button>
      )}
      {actions.friend === 'requestAwaiting' && (
        <Button
          variant="contained"
          color="secondary"
          disableElevation
          onClick={() => void openRequest()}
        >
          {t('friend.requestAwaiting')}
        </Button>
      )}
      {actions.friend === 'message' && (
        <Button variant="outlined" startIcon={<ChatIcon />} onClick={() => openChat(member.id)}>
          {t('friend.message')}
        </Button>
      )}
      {actions.friend === 'unblock' &&
        callButton('unblock', <LockOpenIcon />, t('friend.unblock'), 'secondary')}
      <IconButton
        aria-label={t('friend.more')}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? true : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        sx={{
          // on phones the menu button sits on the cover's corner, keeping the buttons on one line
          position: { xs: 'absolute', sm: 'static' },
          top: 8,
          right: 8,
          bgcolor: { xs: 'rgba(255,255,255,0.92)', sm: 'transparent' },
          '&:hover': { bgcolor: { xs: '#ffffff', sm: 'action.hover' } },
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
      >
        <MenuItem onClick={() => void openReport()}>
          <ListItemIcon>
            <FlagIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('friend.report')} />
        </MenuItem>
        {actions.block && (
          <MenuItem onClick={() => void run('block')}>
            <ListItemIcon>
              <BlockIcon fontSize="small" sx={{ color: 'error.main' }} />
            </ListItemIcon>
            <ListItemText primary={t('friend.block')} />
          </MenuItem>
        )}
      </Menu>
      <FriendRequestDialog
        open={requestOpen}
        name={member.name}
        request={status === 2 ? request : null}
        pending={friend.isPending ? (friend.variables ?? null) : null}
        onClose={() => setRequestOpen(false)}
        onAnswer={(call) => void run(call)}
      />
      <LazyReportDialog
        entityName="user"
        entityId={member.id}
        open={reportOpen}
        onClose={() => setReportOpen(false)}
      />
    </>
  );
}
