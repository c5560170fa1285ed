import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FinderRelation, WEEKDAYS, paths, type Host, type Page } from '@bgc/shared';
import { useRequireLogin } from '../../components/confirm-dialog/use-require-login.js';
import { MemberAvatar } from '../../components/member-avatar.js';
import { useToast } from '../../components/toast.js';
import { requestData, type FinderFormState } from './finder-model.js';
import { sendGolfRequest, useCountries, useStates } from './finder-queries.js';
import { openChat } from '../../components/chat/chat-store.js';
import { apiErrorText } from '../../lib/error-text.js';
import { HEADER_SCROLL_MARGIN, useBringIntoView } from '../../hooks/use-bring-into-view.js';

/** The places, courses and times of a host's offer (FIND-010, FIND-019). */
export function HostSummary({ host }: { host: Host }) {
  const { t } = useTranslation('finder');
  const place = [host.city?.name, host.state.name, host.country.name].filter(Boolean).join(', ');
  return (
    <Stack spacing={0.5}>
      <Typography>{place}</Typography>
      {host.courses.length > 0 && (
        <Typography variant="body2">
          {t('courses')}: {host.courses.map((c) => c.name).join(', ')}
        </Typography>
      )}
      {host.timeMode === 1
        ? host.timeTemporary.map((s) => (
            <Typography key={`${s.date}-${s.from}`} variant="body2">
              {s.date} · {s.from}–{s.to}
            </Typography>
          ))
        : WEEKDAYS.filter((d) => host.weekly[d].has).map((d) => (
            <Typography key={d} variant="body2">
              {t(`days.${d}`)} · {host.weekly[d].from}–{host.weekly[d].to}
            </Typography>
          ))}
    </Stack>
  );
}

/**
 * FIND-011..013: a seeker's result cards, each with 'Send request' (then 'Request sent') or,
 * for an accepted friend, 'Chat'; 'Make a new search' goes back to the form.
 */
export function Results({
  results,
  form,
  handicap,
  onSent,
  onNewSearch,
}: {
  results: Page<Host>;
  form: FinderFormState;
  handicap: number | null;
  /** After a request is sent (the kept results then learn the new relation). */
  onSent?: () => void;
  onNewSearch: () => void;
}) {
  const { t, i18n } = useTranslation('finder');
  const toast = useToast();
  const requireLogin = useRequireLogin();
  // the names of the searched country and region (cached by the form's selects)
  const countries = useCountries(i18n.resolvedLanguage ?? i18n.language);
  const states = useStates(form.country);
  const [sent, setSent] = useState<Set<number>>(new Set());
  // decision 037: the results open in view (on a phone the form ended far below them)
  const top = useRef<HTMLHeadingElement>(null);
  useBringIntoView(top, []);
  const request = async (h: Host) => {
    if (!(await requireLogin())) return;
    try {
      await sendGolfRequest(
        h.user.id,
        requestData(form, handicap, {
          country: countries.data?.list.find((c) => c.id === form.country)?.name,
          state: states.data?.list.find((c) => c.id === form.state)?.name,
        }),
      );
      setSent((s) => new Set(s).add(h.user.id));
      toast.success(t('toast.requestSent'));
      onSent?.();
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          ref={top}
          component="h2"
          variant="h6"
          sx={{ flex: 1, scrollMarginTop: HEADER_SCROLL_MARGIN }}
        >
          {t('results', { total: results.total })}
        </Typography>
        <Button variant="outlined" onClick={onNewSearch}>
          {t('newSearch')}
        </Button>
      </Box>
      {results.list.length === 0 && <Alert severity="info">{t('noResult')}</Alert>}
      {results.list.map((h) => {
        const relation = sent.has(h.user.id) ? FinderRelation.Sent : h.friend;
        return (
          <Card key={h.id} data-testid="host-card">
            <CardContent
              sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
            >
              <MemberAvatar name={h.user.name} picture={h.user.picture} size={56} />
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  <Link
                    component={RouterLink}
                    to={paths.profilePerson(h.user.id)}
                    underline="hover"
                    color="inherit"
                  >
                    {h.user.name}
                  </Link>
                </Typography>
                {h.user.handicap !== null && (
                  <Typography variant="body2">
                    {t('handicap')}: {h.user.handicap}
                  </Typography>
                )}
                <HostSummary host={h} />
              </Box>
              {relation === FinderRelation.Accepted ? (
                // FIND-013: 'Chat' opens the chat box with the host; the results stay
                <Button variant="contained" onClick={() => openChat(h.user.id)}>
                  {t('chat')}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  disabled={relation === FinderRelation.Sent}
                  onClick={() => void request(h)}
                >
                  {relation === FinderRelation.Sent ? t('requestSent') : t('sendRequest')}
                </Button>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
