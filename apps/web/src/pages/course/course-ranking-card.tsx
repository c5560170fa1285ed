import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import { groupThousands, type CourseDetail } from '@bgc/shared';
import { rankingLevels, type RankingLevel } from './course-format.js';

const ICONS: Record<RankingLevel['level'], ReactNode> = {
  world: <PublicIcon fontSize="small" />,
  zone: <MapIcon fontSize="small" />,
  country: <FlagIcon fontSize="small" />,
  state: <PlaceIcon fontSize="small" />,
};

/** One timeline row: icon dot, level label and area name, rank number; a link when `to` is set. */
function LevelRow({ level, last }: { level: RankingLevel; last: boolean }) {
  const { t } = useTranslation('course');
  const content = (
    <>
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#e7f0ea',
            color: 'primary.main',
          }}
        >
          {ICONS[level.level]}
        </Box>
        {!last && (
          <Box
            aria-hidden="true"
            sx={{ width: 2, flex: 1, minHeight: 18, bgcolor: '#d5e2d9', my: 0.5 }}
          />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, pb: last ? 0 : 1.5, pt: level.name === null ? 0.75 : 0 }}>
        {level.name !== null && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="span"
            sx={{ display: 'block', fontWeight: 600 }}
          >
            {t(`ranking.level.${level.level}`)}
          </Typography>
        )}
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {level.name ?? t('ranking.world')}
        </Typography>
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main', whiteSpace: 'nowrap' }}
      >
        {t('ranking.value', { rank: groupThousands(level.rank) })}
      </Typography>
    </>
  );
  const rowSx = {
    display: 'flex',
    gap: 1.5,
    alignItems: 'stretch',
    color: 'inherit',
    textDecoration: 'none',
  } as const;
  return (
    <li>
      {level.to ? (
        <Box
          component={Link}
          to={level.to}
          sx={{
            ...rowSx,
            borderRadius: 2,
            '&:hover .MuiTypography-root, &:focus-visible .MuiTypography-root': {
              textDecoration: 'underline',
            },
          }}
        >
          {content}
        </Box>
      ) : (
        <Box sx={rowSx}>{content}</Box>
      )}
    </li>
  );
}

/**
 * COURSE-009..012 / CONST-022: the ranking timeline card. World, zone, country and state
 * ranks, each only when present, numbers grouped by thousands with spaces, each level
 * linking to its ranking list. Without any rank: 'The ranking is not available for this
 * golf course.' (ERR-043).
 */
export function CourseRankingCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const levels = rankingLevels(course);
  return (
    <Card component="section" aria-labelledby="course-ranking-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="course-ranking-title" component="h2" variant="h3" sx={{ mb: 2 }}>
        {t('ranking.title')}
      </Typography>
      {levels.length === 0 ? (
        <Typography color="text.secondary">{t('ranking.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {levels.map((level, i) => (
            <LevelRow key={level.level} level={level} last={i === levels.length - 1} />
          ))}
        </Box>
      )}
    </Card>
  );
}
