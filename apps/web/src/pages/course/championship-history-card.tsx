import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { CourseDetail } from '@bgc/shared';
import { eventKey, formatYears } from './championship-format.js';
import { FactCard, FactItem, SourceLinks } from './fact-card.js';

/**
 * 'Championship history' — the real championships the course hosted (event, kind,
 * years) with a link to each cited source page (data/course-facts.csv, CC0). Not shown for
 * courses without facts.
 */
export function ChampionshipHistoryCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('facts');
  if (course.championships.length === 0) return null;
  return (
    <FactCard
      id="course-history-title"
      testId="championship-history"
      icon={<EmojiEventsIcon aria-hidden="true" sx={{ color: 'secondary.main' }} />}
      title={t('history.title')}
      intro={t('history.intro')}
    >
      {course.championships.map((c) => {
        const event = t(`events.${eventKey(c.event)}`, { defaultValue: c.event });
        return (
          <FactItem key={c.event}>
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
            <SourceLinks
              label={t('history.source')}
              urls={c.sourceUrls}
              labelOf={(site) => t('history.sourceLabel', { event, site })}
            />
          </FactItem>
        );
      })}
    </FactCard>
  );
}
