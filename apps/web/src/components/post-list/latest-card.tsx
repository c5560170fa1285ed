import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { plainListSx } from '../../lib/plain-list.js';

/** The 'See all' link of a `LatestCard`: its target, accessible name and visible text. */
export interface LatestCardSeeAll {
  to: string;
  label: string;
  text: string;
}

/**
 * A side card of the latest items (COURSE-013, FEED-001: latest reviews, latest vlogs): a
 * section named by its h2 `title`, the 'See all' link beside it, `skeletonRows` skeleton rows
 * (2; `skeletonHeight` px each, as tall as an item, so the cards below do not move when the
 * items arrive) while `pending`, `empty` when `isEmpty`, else `children` (the `li` items) in a
 * plain grid list (`gap`, and `listSx` adds to it). `padding` is the card's `p`.
 */
export function LatestCard({
  title,
  seeAll,
  padding = { xs: 2, sm: 2.5 },
  pending,
  skeletonHeight,
  skeletonRows = 2,
  isEmpty,
  empty,
  gap,
  listSx,
  children,
}: {
  title: string;
  seeAll: LatestCardSeeAll;
  padding?: number | { xs: number; sm: number };
  pending: boolean;
  skeletonHeight: number;
  skeletonRows?: number;
  isEmpty: boolean;
  empty: ReactNode;
  gap: number;
  listSx?: SystemStyleObject<Theme>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: padding }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography id={headingId} component="h2" variant="h3">
          {title}
        </Typography>
        <MuiLink
          component={Link}
          to={seeAll.to}
          aria-label={seeAll.label}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {seeAll.text}
        </MuiLink>
      </Box>
      {pending ? (
        <Box aria-hidden>
          {Array.from({ length: skeletonRows }, (_, i) => (
            <Skeleton key={i} height={skeletonHeight} />
          ))}
        </Box>
      ) : isEmpty ? (
        empty
      ) : (
        <Box component="ul" sx={{ ...plainListSx, display: 'grid', gap, ...listSx }}>
          {children}
        </Box>
      )}
    </Card>
  );
}
