import { useTranslation } from 'react-i18next';
import { IconSectionCard } from '../../components/icon-section-card.js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { CourseDetail } from '@bgc/shared';
import { eventKey, formatYears, sourceSite } from './championship-format.js';

/**
 * Issue 11.1: 'Championship history' — the real championships the course hosted (event, kind,
 * years) with a link to each cited source page (data/course-facts.csv, CC0). Not shown for
 * courses without facts.
 */
export function ChampionshipHistoryCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('facts');
  if (course.championships.length === 0) return null;
  return (
    <IconSectionCard
      titleId="course-history-title"
      testId="championship-history"
      icon={<EmojiEventsIcon aria-hidden="true" sx={{ color: 'secondary.main' }} />}
      title={t('history.title')}
      intro={t('history.intro')}
    >
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {course.championships.map((c) => {
          const event = t(`events.${eventKey(c.event)}`, { defaultValue: c.event });
          return (
            <Box
              component="li"
              key={c.event}
              sx={{ borderTop: '1px solid', borderColor: 'divider', pt: 1.25, minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                  {event}
                </Typography>
                <Chip size="small" variant="outlined" label={t(`history.kind.${c.eventKind}`)} />
                <Typography variant="body2" color="text.secondary">
                  {t('history.years', { count: c.years.length })}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
                {formatYears(c.years)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.25 }}>
                {t('history.source')}:{' '}
                {c.sourceUrls.map((url, i) => (
                  <span key={url}>
                    {i > 0 && ' · '}
                    <MuiLink
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('history.sourceLabel', { event, site: sourceSite(url) })}
                    >
                      {sourceSite(url)}
                    </MuiLink>
                  </span>
                ))}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </IconSectionCard>
  );
}
