import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ComputerIcon from '@mui/icons-material/Computer';
import DevicesIcon from '@mui/icons-material/Devices';
import LogoutIcon from '@mui/icons-material/Logout';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import TabletIcon from '@mui/icons-material/TabletMac';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type SessionEntry } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { apiErrorText } from '../../lib/error-text.js';
import { endSession } from '../../lib/session.js';
import { useToast } from '../../components/toast.js';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog-context.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { fullDate } from '../../components/post-card/relative-time.js';
import { SectionHeading } from './section-card.js';

const DEVICE_ICON = {
  desktop: ComputerIcon,
  mobile: PhoneIphoneIcon,
  tablet: TabletIcon,
  other: DevicesIcon,
} as const;

const SESSIONS_KEY = ['me', 'sessions'] as const;

/**
 * Decision 029 'Signed-in devices': the member's active sessions (GET /me/sessions) with their
 * browser and system as recorded at sign-in, when they started and were last used, 'This
 * device' on the current one; 'Sign out' ends one (DELETE /me/sessions/:id; on this device it is
 * a logout) and 'Sign out everywhere' ends them all, this one too
 * (POST /me/sessions/sign-out-everywhere). Every end also closes that device's live connection.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation('profile');
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => api.get('/me/sessions'),
  });
  const language = i18n.resolvedLanguage ?? i18n.language;

  /** This device no longer has a session: sign out here and go home. */
  const signedOutHere = async () => {
    await navigate(paths.home());
    endSession(true);
    queryClient.removeQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries();
  };

  const signOut = async (session: SessionEntry) => {
    setBusy(session.id);
    try {
      await api.delete(`/me/sessions/${encodeURIComponent(session.id)}`);
      if (session.current) {
        await signedOutHere();
        return;
      }
      toast.success(t('sessions.signedOut'));
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch (err) {
      toast.error(apiErrorText(err));
    } finally {
      setBusy(null);
    }
  };

  const everywhere = async () => {
    const ok = await confirm({
      title: t('sessions.everywhereTitle'),
      message: t('sessions.everywhereText'),
      confirmText: t('sessions.everywhere'),
    });
    if (!ok) return;
    setBusy('all');
    try {
      await api.post('/me/sessions/sign-out-everywhere');
      await signedOutHere();
    } catch (err) {
      toast.error(apiErrorText(err));
      setBusy(null);
    }
  };

  const describe = (s: SessionEntry) => {
    const browser = s.browser ?? t('sessions.unknownBrowser');
    return s.os ? t('sessions.browserOn', { browser, os: s.os }) : browser;
  };

  return (
    <Card component="section" aria-labelledby="sessions-title" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
      <SectionHeading
        id="sessions-title"
        icon={<DevicesIcon />}
        title={t('sessions.title')}
        mb={1}
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('sessions.intro')}
      </Typography>
      {sessions.isError ? (
        <RetryAlert retryLabel={t('sessions.retry')} onRetry={() => void sessions.refetch()}>
          {t('sessions.loadFailed')}
        </RetryAlert>
      ) : null}
      {sessions.isPending ? <Skeleton variant="rounded" height={64} /> : null}
      {sessions.data ? (
        <List aria-label={t('sessions.title')} disablePadding>
          {sessions.data.map((s) => {
            const Icon = DEVICE_ICON[s.device];
            return (
              <ListItem
                key={s.id}
                divider
                disableGutters
                sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-start' }}
              >
                <ListItemIcon sx={{ minWidth: 40, mt: 1 }} aria-hidden>
                  <Icon />
                </ListItemIcon>
                <ListItemText
                  sx={{ flex: '1 1 200px', minWidth: 0 }}
                  primary={
                    <Box
                      component="span"
                      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                    >
                      <span>{describe(s)}</span>
                      {s.current ? (
                        <Chip size="small" color="primary" label={t('sessions.thisDevice')} />
                      ) : null}
                    </Box>
                  }
                  secondary={
                    <>
                      {t('sessions.created', { date: fullDate(s.createdAt, language) })}
                      <br />
                      {t('sessions.lastUsed', { date: fullDate(s.lastUsedAt, language) })}
                    </>
                  }
                />
                <Button
                  size="small"
                  startIcon={<LogoutIcon />}
                  onClick={() => void signOut(s)}
                  disabled={busy !== null}
                  aria-label={t('sessions.signOutOf', { device: describe(s) })}
                  sx={{ mt: 0.5, ml: 'auto' }}
                >
                  {t('sessions.signOut')}
                </Button>
              </ListItem>
            );
          })}
        </List>
      ) : null}
      <Button
        variant="outlined"
        color="error"
        startIcon={<LogoutIcon />}
        onClick={() => void everywhere()}
        disabled={busy !== null}
        sx={{ mt: 2 }}
      >
        {t('sessions.everywhere')}
      </Button>
    </Card>
  );
}
