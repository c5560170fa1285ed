import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MeUser, UpdateMeRequest } from '@bgc/shared';
import { useToast } from '../../components/toast.js';
import { api, ApiError } from '../../lib/api-client.js';
import { apiErrorText } from '../../lib/error-text.js';
import { updateSessionUser } from '../../lib/session.js';
import { AccountSection } from './account-section.js';
import { DataRightsSection } from './data-rights-section.js';
import { SessionsSection } from './sessions-section.js';
import { InformationSection } from './information-section.js';
import type { SectionDraft, SectionHandle } from './profile-form-utils.js';
import { SocialSection } from './social-section.js';
import { NotificationPreferencesSection } from '../../components/notifications/notification-preferences.js';

const SECTIONS = ['account', 'information', 'social'] as const;
type Section = (typeof SECTIONS)[number];
type Editing = Record<Section, boolean>;

/** PROF-010: global edit mode is on by default, all three forms shown. */
const ALL_EDITING: Editing = { account: true, information: true, social: true };
const NONE_EDITING: Editing = { account: false, information: false, social: false };

/**
 * The own profile's 'Profile' tab (PROF-009..020): 'Account', 'Information' and 'Social
 * networks', each with its own 'Edit', and a global 'Save' / 'Cancel' shown while a section
 * is in edit mode. 'Save' validates every section in edit mode (the first invalid field takes
 * the focus); when all are valid, the changed ones go in ONE `PUT /me`, saved all or nothing
 * (decision 024): on success every open section goes back to view mode (PROF-011) with
 * 'Update success'; on failure nothing is saved, everything stays in edit mode and the server's
 * message shows on its field (a wrong current password on 'Current password'), else as a toast.
 * 'Cancel' puts the saved values back and every section in view mode.
 */
export function ProfileTab({ user }: { user: MeUser }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(ALL_EDITING);
  const [saving, setSaving] = useState(false);
  const handles = {
    account: useRef<SectionHandle>(null),
    information: useRef<SectionHandle>(null),
    social: useRef<SectionHandle>(null),
  };
  const anyEditing = SECTIONS.some((section) => editing[section]);

  const saveAll = async () => {
    if (saving) return;
    const open = SECTIONS.filter((section) => editing[section] && handles[section].current);
    setSaving(true);
    const drafts: Array<[Section, SectionDraft]> = [];
    let focus = true;
    for (const section of open) {
      const draft = await handles[section].current!.collect(focus);
      if (draft.state === 'invalid') focus = false;
      drafts.push([section, draft]);
    }
    const closeAll = () =>
      setEditing((previous) => ({
        account: previous.account && !open.includes('account'),
        information: previous.information && !open.includes('information'),
        social: previous.social && !open.includes('social'),
      }));
    const changed = drafts.filter(([, draft]) => draft.state === 'changed');
    const invalid = drafts.some(([, draft]) => draft.state === 'invalid');
    if (invalid || changed.length === 0) {
      setSaving(false);
      if (!invalid) closeAll();
      return;
    }
    // one call, all or nothing (the server checks the password first)
    const body = Object.assign(
      {},
      ...changed.map(([, draft]) => (draft.state === 'changed' ? draft.body : {})),
    ) as UpdateMeRequest;
    try {
      const { token: _token, ...next } = await api.put('/me', { body });
      updateSessionUser(next);
      for (const section of open) handles[section].current?.saved(next);
      closeAll();
      toast.success(t('toast.updateSuccess'));
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      let shown = false;
      for (const [section] of changed)
        shown = handles[section].current!.failed(fields, !shown) || shown;
      if (!shown) toast.error(apiErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  const cancelAll = () => {
    for (const section of SECTIONS) handles[section].current?.reset();
    setEditing(NONE_EDITING);
  };

  const edit = (section: Section) => () =>
    setEditing((previous) => ({ ...previous, [section]: true }));

  return (
    <>
      <Box
        component="form"
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          void saveAll();
        }}
      >
        <Stack spacing={2}>
          <AccountSection
            ref={handles.account}
            email={user.email}
            editing={editing.account}
            onEdit={edit('account')}
          />
          <InformationSection
            ref={handles.information}
            user={user}
            editing={editing.information}
            onEdit={edit('information')}
          />
          <SocialSection
            ref={handles.social}
            user={user}
            editing={editing.social}
            onEdit={edit('social')}
          />
          <Card sx={{ p: { xs: 2, sm: 3 } }}>
            <NotificationPreferencesSection />
          </Card>
        </Stack>
        {anyEditing ? (
          <Paper
            elevation={3}
            sx={{
              position: 'sticky',
              // above the chat launcher (its room is --bgc-chat-dock, set by the chat widget)
              bottom: {
                xs: 'calc(var(--bgc-chat-dock, 0px) + 8px)',
                sm: 'calc(var(--bgc-chat-dock, 0px) + 16px)',
              },
              mt: 2,
              px: { xs: 2, sm: 3 },
              py: 1.5,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 1.5,
              flexWrap: 'wrap',
              zIndex: 2,
              borderRadius: 3,
            }}
          >
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ flex: 1, minWidth: 160, display: { xs: 'none', sm: 'block' } }}
            >
              {t('sections.editingHint')}
            </Typography>
            <Button color="inherit" onClick={cancelAll} disabled={saving}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disableElevation
              disabled={saving}
              startIcon={
                saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
              }
            >
              {t('actions.save')}
            </Button>
          </Paper>
        ) : null}
      </Box>
      {/* decision 029: the member's signed-in devices, sign out one or everywhere */}
      <SessionsSection />
      {/* download my data, delete my account (outside the profile form) */}
      <DataRightsSection userId={user.id} />
    </>
  );
}
