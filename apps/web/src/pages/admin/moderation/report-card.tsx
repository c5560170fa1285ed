import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbAlt';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import { paths, type ModerationReport } from '@bgc/shared';
import { reportCategoryKey } from '../../../components/report-dialog/report-categories.js';
import { reportActions, reportTarget, type ModerationAction } from './moderation-model.js';
import { DetailItem } from '../detail-item.js';
import { dateTimeFormat } from '../../../lib/intl-formats.js';

export interface ReportCardProps {
  report: ModerationReport;
  busy: boolean;
  onAction: (report: ModerationReport, action: ModerationAction) => void;
}

const ACTION_ICONS: Record<ModerationAction, ReactNode> = {
  hide: <VisibilityOffIcon />,
  suspend: <BlockIcon />,
  dismiss: <DoNotDisturbIcon />,
};

/**
 * D-04: one report of the moderation queue: what was reported (type, a photo post's
 * thumbnail (decision 042), the snapshot text and its author, a link to it), the category, the reason, the reporter and the date, and the
 * Hide / Suspend member / Dismiss buttons while it is open (the decision once taken).
 */
export function ReportCard({ report, busy, onAction }: ReportCardProps) {
  const { t, i18n } = useTranslation('community');
  const { t: tPosts } = useTranslation('posts');
  const titleId = useId();
  const date = dateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(report.createdDate));
  const category = tPosts(`report.categories.${reportCategoryKey(report.category)}`, {
    defaultValue: report.category,
  });
  const target = reportTarget(report);
  const actions = reportActions(report);
  const author = report.snapshot.authorName;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="moderation-report"
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.25 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          label={t(`moderation.entity.${report.entityName}`)}
          color="primary"
          variant="outlined"
        />
        <Typography id={titleId} component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {category}
        </Typography>
        {report.hidden && report.action !== 'hide' && (
          <Chip size="small" label={t('moderation.hidden')} />
        )}
        {report.action && (
          <Chip size="small" label={t(`moderation.decided.${report.action}`)} sx={{ ml: 'auto' }} />
        )}
      </Box>
      {report.thumbnail && (
        <Box
          component="img"
          src={report.thumbnail}
          alt={t('moderation.photo')}
          loading="lazy"
          data-testid="moderation-thumbnail"
          sx={{
            width: 120,
            height: 90,
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: '#f6faf7',
          }}
        />
      )}
      <Box
        component="blockquote"
        sx={{
          m: 0,
          px: 1.5,
          py: 1,
          borderLeft: '4px solid #cfe3d5',
          bgcolor: '#f6faf7',
          borderRadius: 1,
        }}
      >
        <Typography
          sx={{
            overflowWrap: 'anywhere',
            // the reported text keeps its line breaks
            whiteSpace: 'pre-line',
            display: '-webkit-box',
            WebkitLineClamp: 6,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {report.snapshot.text || t('moderation.noText')}
        </Typography>
        {author && report.entityName !== 'user' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {report.snapshot.authorId !== null ? (
              <Link component={RouterLink} to={paths.profilePerson(report.snapshot.authorId)}>
                {t('moderation.by', { name: author })}
              </Link>
            ) : (
              t('moderation.by', { name: author })
            )}
          </Typography>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          rowGap: 0.25,
          m: 0,
        }}
      >
        <DetailItem term={t('moderation.reason')} wrap>
          {report.reason}
        </DetailItem>
        <DetailItem term={t('moderation.reporter')}>
          <Link component={RouterLink} to={paths.profilePerson(report.reporter.id)}>
            {report.reporter.name}
          </Link>
        </DetailItem>
        <DetailItem term={t('moderation.date')}>
          <time dateTime={report.createdDate}>{date}</time>
        </DetailItem>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {target && (
          <Link component={RouterLink} to={target.to} sx={{ fontWeight: 600, mr: 'auto' }}>
            {target.kind === 'post'
              ? t('moderation.openPost')
              : target.kind === 'comment'
                ? t('moderation.openComment')
                : t('moderation.openProfile')}
          </Link>
        )}
        {actions.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ml: 'auto' }}>
            {actions.map((action) => (
              <Button
                key={action}
                size="small"
                variant={action === 'dismiss' ? 'outlined' : 'contained'}
                color={action === 'suspend' ? 'error' : 'primary'}
                disableElevation
                startIcon={ACTION_ICONS[action]}
                disabled={busy}
                onClick={() => onAction(report, action)}
              >
                {t(`moderation.actions.${action}`)}
              </Button>
            ))}
          </Stack>
        )}
      </Box>
    </Card>
  );
}
