import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import type { CourseDetail } from '@bgc/shared';
import { FactCard, FactItem, SourceLinks } from './fact-card.js';
import { displayNames } from '../../lib/intl-formats.js';

/**
 * Decision 035: 'Recognised by' — the published panel rankings that list the course (list
 * name as printed, edition, position, world or national scope) with a link to each cited
 * page (data/panel-consensus.csv, CC0), newest edition first. Not shown without any.
 */
export function RecognitionsCard({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation('facts');
  if (course.recognitions.length === 0) return null;
  const regions = displayNames([i18n.language], { type: 'region' });
  const scopeLabel = (scope: string) =>
    scope === 'world'
      ? t('recognitions.world')
      : scope
          .split('+')
          .map((code) => regions.of(code) ?? code)
          .join(', ');
  return (
    <FactCard
      id="course-recognitions-title"
      testId="recognitions"
      icon={<MilitaryTechIcon aria-hidden="true" sx={{ color: 'secondary.main' }} />}
      title={t('recognitions.title')}
      intro={t('recognitions.intro')}
    >
      {course.recognitions.map((r) => (
        <FactItem key={`${r.list}-${r.edition}`}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {r.list}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Typography variant="body2">
              {r.position !== null
                ? t('recognitions.position', { edition: r.edition, position: r.position })
                : t('recognitions.listed', { edition: r.edition })}
            </Typography>
            <Chip size="small" variant="outlined" label={scopeLabel(r.listScope)} />
          </Box>
          <SourceLinks
            label={t('history.source')}
            urls={r.sourceUrls}
            labelOf={(site) =>
              t('recognitions.sourceLabel', { list: r.list, edition: r.edition, site })
            }
          />
        </FactItem>
      ))}
    </FactCard>
  );
}
