import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import { useTranslation } from 'react-i18next';
import { starFills } from './star-fills.js';
import { numberFormat } from '../../lib/intl-formats.js';

/** Star colour: amber, 3:1 against white for a non-text graphic (WCAG 1.4.11). */
export const STAR_COLOR = '#c77700';

export interface StarRatingProps {
  /** Rating 0–5; shown in half steps (rounded to the nearest half). */
  value: number;
  /** Star size in px (default 20). */
  size?: number;
  /** Accessible name; default 'Rated {value} out of 5'. */
  label?: string;
}

/**
 * INPUT-013 / REV-019: a read-only display of five stars in half steps, announced as one
 * image ('Rated 4.5 out of 5'). Reused by the newsfeed and post cards.
 */
export function StarRating({ value, size = 20, label }: StarRatingProps) {
  const { t, i18n } = useTranslation('reviews');
  const shown = numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  return (
    <Box
      role="img"
      aria-label={label ?? t('stars.label', { value: shown })}
      sx={{ display: 'inline-flex', alignItems: 'center', color: STAR_COLOR, lineHeight: 0 }}
    >
      {starFills(value).map((fill, index) => {
        const Icon = fill === 'full' ? StarIcon : fill === 'half' ? StarHalfIcon : StarBorderIcon;
        return <Icon key={index} aria-hidden sx={{ fontSize: size }} data-fill={fill} />;
      })}
    </Box>
  );
}
