import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import type { CourseDetail } from '@bgc/shared';
import { sourceSite } from './championship-format.js';

/**
 * Decision 035: 'Recognised by' — the published panel rankings that list the course (list
 * name as printed, edition, position, world or national scope) with a link to each cited
 * page (data/panel-consensus.csv, CC0), newest edition first. Not shown without any.
 */
export function RecognitionsCard({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation('facts');
  if (course.recognitions.length === 0) return null;
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const scopeLabel = (scope: string) =>
    scope === 'world'
      ? t('recognitions.world')
      : scope
          .split('+')
          .map((code) => regions.of(code) ?? code)
          .join(', ');
  return (
    <Card
      component="section"
      aria-labelledby="course-recognitions-title"
      data-testid="recognitions"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <MilitaryTechIcon aria-hidden="true" sx={{ color: 'secondary.main' }} />
        <Typography id="course-recognitions-title" component="h2" variant="h3">
          {t('recognitions.title')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('recognitions.intro')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {course.recognitions.map((r) => (
          <Box
            component="li"
            key={`${r.list}-${r.edition}`}
            sx={{ borderTop: '1px solid', borderColor: 'divider', pt: 1.25, minWidth: 0 }}
          >
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
            <Typography variant="body2" sx={{ mt: 0.25 }}>
              {t('history.source')}:{' '}
              {r.sourceUrls.map((url, i) => (
                <span key={url}>
                  {i > 0 && ' · '}
                  <MuiLink
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('recognitions.sourceLabel', {
                      list: r.list,
                      edition: r.edition,
                      site: sourceSite(url),
                    })}
                  >
                    {sourceSite(url)}
                  </MuiLink>
                </span>
              ))}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
