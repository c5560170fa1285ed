import { useRef, useState } from 'react';
import { Box, Button, Card, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MeUser } from '@bgc/shared';
import { useToast } from '../../components/toast.js';
import { AccountSection } from './account-section.js';
import { DataRightsSection } from './data-rights-section.js';
import { InformationSection } from './information-section.js';
import type { SaveResult, SectionHandle } from './profile-form-utils.js';
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
 * is in edit mode. 'Save' submits every section in edit mode, in order: each valid and changed
 * section is saved and goes back to view mode (PROF-011), an unchanged one just goes back, an
 * invalid or failed one stays (the first invalid field takes the focus). 'Update success'
 * shows when all went through and something was saved. 'Cancel' puts the saved values back
 * and every section in view mode.
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
    setSaving(true);
    const results: Partial<Record<Section, SaveResult>> = {};
    let focus = true;
    for (const section of SECTIONS) {
      const handle = handles[section].current;
      if (!editing[section] || !handle) continue;
      const result = await handle.submit(focus);
      if (result === 'invalid' || result === 'failed') focus = false;
      results[section] = result;
    }
    setSaving(false);
    const done = (result: SaveResult | undefined) => result === 'saved' || result === 'unchanged';
    setEditing((previous) => ({
      account: previous.account && !done(results.account),
      information: previous.information && !done(results.information),
      social: previous.social && !done(results.social),
    }));
    const values = Object.values(results);
    if (values.includes('saved') && values.every(done)) toast.success(t('toast.updateSuccess'));
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
              bottom: { xs: 8, sm: 16 },
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
      {/* issue 15: download my data, delete my account (outside the profile form) */}
      <DataRightsSection userId={user.id} />
    </>
  );
}
