import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@bgc/shared';
import { useRequireLogin } from '../../components/confirm-dialog/use-require-login.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { useToast } from '../../components/toast.js';
import { useSession } from '../../lib/session.js';
import { canClaim, claimPending } from './course-format.js';
import { useRefreshCourse } from './use-course-edit.js';

/** The claim form (with the phone input) loads when a member opens it. */
const ClaimDialog = lazyWithPreload(
  () => import('./course-claim-dialog.js'),
  (m) => m.ClaimDialog,
);

/**
 * COURSE-024..028 / D-03: the 'Claim' button, shown to signed-in members whose course roles
 * hold neither 'Course Admin' nor 'Request Pending'. It opens the claim form; after a
 * successful claim, and while the claim waits ('Request Pending'), a disabled 'Request
 * pending' takes its place.
 */
export function ClaimButton({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const session = useSession();
  const requireLogin = useRequireLogin();
  const toast = useToast();
  const refresh = useRefreshCourse();
  const [open, setOpen] = useState(false);
  const [claimed, setClaimed] = useState(false);
  const { t: tx } = useTranslation('ux');
  if (claimed || (session !== null && claimPending(course))) {
    return (
      <Button variant="outlined" size="small" startIcon={<HourglassTopIcon />} disabled>
        {tx('claim.pending')}
      </Button>
    );
  }
  if (!canClaim(course, session !== null)) return null;

  const onOpen = async () => {
    if (await requireLogin()) setOpen(true);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<VerifiedUserIcon />}
        onClick={() => void onOpen()}
        aria-haspopup="dialog"
      >
        {t('claim.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ClaimDialog.Component
            course={course}
            open={open}
            onClose={() => setOpen(false)}
            onClaimed={() => {
              setOpen(false);
              setClaimed(true);
              toast.success(t('claim.success'));
              void refresh();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
