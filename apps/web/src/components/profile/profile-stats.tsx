import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { formatHandicap } from './profile-card-format.js';
import { GridList } from '../grid-list.js';
import { numberFormat } from '../../lib/intl-formats.js';

export interface ProfileStatsValues {
  totalCoursePlayed: number;
  handicap: number | null;
  totalPost: number;
  totalFollow: number;
  totalFollowing: number;
}

export interface ProfileStatsProps {
  stats: ProfileStatsValues;
  /** Opens a tab from a stat (courses played → 'Golf played', following → 'Subscriptions'). */
  onOpenTab?: (tab: 'golf' | 'subscriptions') => void;
}

interface Stat {
  key: string;
  label: string;
  value: string;
  tab?: 'golf' | 'subscriptions';
}

/**
 * The stats card (PROF-006): courses played, handicap ('-' when none), posts, followers,
 * following, as a five-cell strip. Courses played and following open their tabs.
 */
export function ProfileStats({ stats, onOpenTab }: ProfileStatsProps) {
  const { t, i18n } = useTranslation('profile');
  const number = numberFormat(i18n.language);
  const items: Stat[] = [
    {
      key: 'played',
      label: t('stats.played'),
      value: number.format(stats.totalCoursePlayed),
      tab: 'golf',
    },
    {
      key: 'handicap',
      label: t('stats.handicap'),
      value: formatHandicap(stats.handicap, i18n.language),
    },
    { key: 'posts', label: t('stats.posts'), value: number.format(stats.totalPost) },
    { key: 'followers', label: t('stats.followers'), value: number.format(stats.totalFollow) },
    {
      key: 'following',
      label: t('stats.following'),
      value: number.format(stats.totalFollowing),
      tab: 'subscriptions',
    },
  ];
  const cellSx = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: 0.25,
    width: '100%',
    height: '100%',
    py: { xs: 1.25, sm: 1.75 },
    px: { xs: 0.25, sm: 0.5 },
  } as const;
  return (
    <GridList
      aria-label={t('stats.title')}
      sx={{
        gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        borderTop: '1px solid #e3e8e4',
        bgcolor: '#fafcfa',
      }}
    >
      {items.map((item, index) => {
        const content = (
          <>
            <Box
              component="span"
              sx={{ fontWeight: 800, fontSize: { xs: '1.1rem', sm: '1.35rem' }, lineHeight: 1.2 }}
            >
              {item.value}
            </Box>
            <Box
              component="span"
              sx={{
                color: 'text.secondary',
                lineHeight: 1.25,
                fontSize: { xs: 11, sm: 13 },
                // a long one-word label ('Abonnements' in 71 px on a 390 px phone) breaks with a
                // hyphen where the language allows, never past its cell
                maxWidth: '100%',
                hyphens: 'auto',
                overflowWrap: 'break-word',
              }}
            >
              {item.label}
            </Box>
          </>
        );
        const tab = item.tab;
        return (
          <Box
            component="li"
            key={item.key}
            sx={{ borderLeft: index === 0 ? 'none' : '1px solid #e3e8e4', minWidth: 0 }}
          >
            {tab && onOpenTab ? (
              <ButtonBase
                onClick={() => onOpenTab(tab)}
                sx={{ ...cellSx, '&:hover': { bgcolor: '#eef5f0' } }}
              >
                {content}
              </ButtonBase>
            ) : (
              <Box sx={cellSx}>{content}</Box>
            )}
          </Box>
        );
      })}
    </GridList>
  );
}
