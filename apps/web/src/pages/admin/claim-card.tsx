import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { paths, type CourseClaim } from '@bgc/shared';
import { MemberAvatar } from '../../components/member-avatar.js';
import { DetailItem } from './detail-item.js';
import { dateTimeFormat } from '../../lib/intl-formats.js';

export interface ClaimCardProps {
  claim: CourseClaim;
  busy: boolean;
  onDecide: (claim: CourseClaim, decision: 'accept' | 'reject') => void;
}

/** D-03: the Accept / Reject buttons of a claim, in that order, with their look. */
const DECISIONS = [
  { decision: 'accept', variant: 'contained', startIcon: <CheckIcon /> },
  { decision: 'reject', variant: 'outlined', color: 'error', startIcon: <CloseIcon /> },
] as const;

/**
 * D-03: one pending claim: the course (link to its page), the member (link to the profile,
 * e-mail), the phone (tel:), the date, and the Accept / Reject buttons.
 */
export function ClaimCard({ claim, busy, onDecide }: ClaimCardProps) {
  const { t, i18n } = useTranslation('admin');
  const date = dateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(claim.createdDate));
  const titleId = `claim-${claim.id}-title`;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="course-claim"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        alignItems: { md: 'center' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          <MuiLink component={Link} to={paths.course(claim.course.country.slug, claim.course.slug)}>
            {claim.course.name}
          </MuiLink>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {claim.course.country.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mt: 1.5 }}>
          <MemberAvatar name={claim.user.name} picture={claim.user.picture} size={36} />
          <Box sx={{ minWidth: 0 }}>
            <MuiLink
              component={Link}
              to={paths.profilePerson(claim.user.id)}
              sx={{ fontWeight: 600 }}
            >
              {claim.user.name}
            </MuiLink>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {claim.user.email}
            </Typography>
          </Box>
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, m: 0, mt: 1.5 }}
        >
          <DetailItem term={t('claims.phone')}>
            <MuiLink href={`tel:${claim.phone.replace(/[^\d+]/g, '')}`}>{claim.phone}</MuiLink>
          </DetailItem>
          <DetailItem term={t('claims.date')}>
            <time dateTime={claim.createdDate}>{date}</time>
          </DetailItem>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        {DECISIONS.map(({ decision, ...look }) => (
          <Button
            key={decision}
            {...look}
            disabled={busy}
            onClick={() => onDecide(claim, decision)}
            aria-label={t(`claims.${decision}Label`, {
              member: claim.user.name,
              course: claim.course.name,
            })}
          >
            {t(`claims.${decision}`)}
          </Button>
        ))}
      </Stack>
    </Card>
  );
}
