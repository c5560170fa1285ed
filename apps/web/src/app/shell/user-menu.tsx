import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GavelIcon from '@mui/icons-material/Gavel';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type MeUser } from '@bgc/shared';
import { useAnchoredPopup } from '../../components/anchored-popup.js';
import { MemberAvatar } from '../../components/member-avatar.js';
import { api } from '../../lib/api-client.js';
import { endSession, useSession } from '../../lib/session.js';

/** SHELL-006 / SHELL-007: one entry per administered course whose status is 'accepted'. */
export function managedCourses(user: MeUser): MeUser['courseAdmin'] {
  return user.courseAdmin.filter((course) => course.status === 'accepted');
}

/**
 * SHELL-008: 'Logout' revokes the session (`POST /auth/logout`), then goes home and signs out
 * locally, also when the call fails (network down, session already gone). Cached data of the
 * member is dropped and the rest is refreshed as a visitor.
 */
/** Longest wait (ms) of the logout on the revocation call and on the navigation home. */
const LOGOUT_WAIT_MS = 3000;
const pause = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, LOGOUT_WAIT_MS);
  });

function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // the member is signed out locally after at most LOGOUT_WAIT_MS even when the revocation
    // call is slow or fails (the server still revokes the session when the call arrives)
    await Promise.race([api.post('/auth/logout').catch(() => undefined), pause()]);
    // a later navigation (e.g. the translated-path address rewrite) can supersede this one, and
    // a superseded navigation's promise never settles: never wait on it longer than LOGOUT_WAIT_MS
    await Promise.race([navigate(paths.home()), pause()]);
    endSession(true);
    queryClient.removeQueries({ queryKey: ['me'] });
    queryClient.removeQueries({ queryKey: ['courses-played', 'me'] });
    queryClient.removeQueries({ queryKey: ['following', 'me'] });
    // member-only data goes before the refresh: its widgets unmount on the next render, and an
    // invalidation now would refetch them unsigned (401)
    queryClient.removeQueries({ queryKey: ['chat'] });
    queryClient.removeQueries({ queryKey: ['notifications'] });
    void queryClient.invalidateQueries();
  };
}

/** An entry of the user menu that leads to a page. */
interface MenuLink {
  key: string;
  to: string;
  icon: typeof LogoutIcon;
  label: string;
}

export interface UserMenuProps {
  /** 'header': avatar, name and a menu button on the dark bar; 'drawer': a list. */
  variant?: 'header' | 'drawer';
  /** Called on every navigation (the drawer closes, ROUTE-008). */
  onNavigate?: () => void;
}

/**
 * The signed-in part of the header (SHELL-005..008): the avatar and name linking to '/profile',
 * and a menu with 'Manage my profile', one 'Manage {course}' per accepted administered course
 * (to its course page) and 'Logout'. In the drawer the same entries are a list.
 */
export function UserMenu({ variant = 'header', onNavigate }: UserMenuProps) {
  const session = useSession();
  const { t } = useTranslation('profile', { useSuspense: false });
  const { t: tAdmin } = useTranslation('admin', { useSuspense: false });
  const { t: tCommunity } = useTranslation('community', { useSuspense: false });
  const { t: tCorrections } = useTranslation('corrections', { useSuspense: false });
  const logout = useLogout();
  const popup = useAnchoredPopup();
  const buttonId = useId();
  if (!session) return null;
  const { user } = session;
  const courses = managedCourses(user);
  const close = () => {
    popup.close();
    onNavigate?.();
  };
  const onLogout = () => {
    close();
    void logout();
  };

  /** The menu's links: the profile, each managed course, the administrators' pages. */
  const links: MenuLink[] = [
    {
      key: 'profile',
      to: paths.profile(),
      icon: ManageAccountsIcon,
      label: t('menu.manageProfile'),
    },
    ...courses.map((course) => ({
      key: `course-${course.id}`,
      to: paths.course(course.country.slug, course.slug),
      icon: GolfCourseIcon,
      label: t('menu.manageCourse', { course: course.name }),
    })),
    // decision 051: each administrators' page shows when /me says the member may use it
    ...(user.canReviewClaims
      ? [
          {
            key: 'claims',
            to: paths.adminClaims(),
            icon: AdminPanelSettingsIcon,
            label: tAdmin('menu.administration'),
          },
        ]
      : []),
    ...(user.canModerate
      ? [
          {
            key: 'moderation',
            to: paths.adminModeration(),
            icon: GavelIcon,
            label: tCommunity('menu.moderation'),
          },
        ]
      : []),
    ...(user.canCorrectCourses
      ? [
          {
            key: 'corrections',
            to: paths.adminCorrections(),
            icon: AdminPanelSettingsIcon,
            label: tCorrections('page.menu'),
          },
        ]
      : []),
  ];

  if (variant === 'drawer') {
    return (
      <Box>
        <Button
          component={RouterLink}
          to={paths.profile()}
          onClick={onNavigate}
          color="inherit"
          fullWidth
          sx={{ justifyContent: 'flex-start', gap: 1.5, py: 1, textAlign: 'left' }}
        >
          <MemberAvatar name={user.name} picture={user.picture} size={40} />
          <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {user.name}
          </Typography>
        </Button>
        <List dense disablePadding aria-label={t('menu.label')}>
          {links.map(({ key, to, icon: Icon, label }) => (
            <ListItem key={key} disablePadding>
              <ListItemButton component={RouterLink} to={to} onClick={onNavigate}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton onClick={onLogout}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t('menu.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, minWidth: 0 }}>
      <Button
        component={RouterLink}
        to={paths.profile()}
        color="inherit"
        sx={{ gap: 1, pl: 0.5, pr: 1, borderRadius: 6, minWidth: 0, maxWidth: 220 }}
      >
        <MemberAvatar
          name={user.name}
          picture={user.picture}
          size={34}
          sx={{ border: '2px solid rgba(255,255,255,0.85)' }}
        />
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {user.name}
        </Box>
      </Button>
      <IconButton
        id={buttonId}
        color="inherit"
        size="small"
        aria-label={t('menu.open')}
        {...popup.buttonProps}
      >
        <ExpandMoreIcon />
      </IconButton>
      <Menu
        id={popup.id}
        anchorEl={popup.anchor}
        open={popup.anchor !== null}
        onClose={popup.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          paper: { sx: { minWidth: 220, mt: 0.5 } },
        }}
      >
        {links.map(({ key, to, icon: Icon, label }) => (
          <MenuItem key={key} component={RouterLink} to={to} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={onLogout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('menu.logout')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
