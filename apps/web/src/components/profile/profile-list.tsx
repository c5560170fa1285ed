import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  InfiniteListFooter,
  ListSkeleton,
  type InfiniteListResult,
  type ListFooterProps,
} from '../tab-states.js';
import type { ListOwner } from './profile-queries.js';

export interface ProfileListProps {
  owner: ListOwner;
  /** The list's paged query (`usePlayedCourses`, `useFollowing`): rows so far, query, sentinel. */
  list: {
    items: readonly unknown[];
    result: InfiniteListResult & { isPending: boolean; isError: boolean };
    sentinelRef: ListFooterProps['sentinelRef'];
  };
  /** The empty states' icon. */
  icon: ReactNode;
  /** The `profile` catalog prefix of the empty texts: `<prefix>.empty` and `<prefix>.emptyOwn`. */
  emptyKey: 'golf' | 'subscriptions';
  /** Shown above the rows (a count line). */
  head?: ReactNode;
  /** The rows, `<li>` elements. */
  children: ReactNode;
}

/**
 * One of a profile's endless lists (played courses PROF-024, subscriptions): skeleton rows
 * while the first page loads, an empty state when it failed or is empty ('own' text for the
 * owner), else the rows in a `<ul>` and the infinite-scroll footer.
 */
export function ProfileList({
  owner,
  list: { items, result, sentinelRef },
  icon,
  emptyKey,
  head,
  children,
}: ProfileListProps) {
  const { t } = useTranslation('profile');
  const count = items.length;
  if (result.isPending) return <ListSkeleton />;
  if (result.isError && count === 0) return <EmptyState icon={icon} title={t('list.failed')} />;
  if (count === 0) {
    return (
      <EmptyState
        icon={icon}
        title={t(`${emptyKey}.empty`)}
        text={owner === 'me' ? t(`${emptyKey}.emptyOwn`) : undefined}
      />
    );
  }
  return (
    <Box>
      {head}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {children}
      </Box>
      <InfiniteListFooter sentinelRef={sentinelRef} result={result} />
    </Box>
  );
}

/** One row of a `ProfileList`: a card `<li>`, its pieces in a line (picture, text, action). */
export function ProfileListRow({ children }: { children: ReactNode }) {
  return (
    <Card
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, p: 1.5 }}
    >
      {children}
    </Card>
  );
}

/** The bold name of a `ProfileListRow`, a link to the course or member page it names. */
export function RowNameLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Typography
      component={Link}
      to={to}
      sx={{
        display: 'block',
        fontWeight: 700,
        color: 'text.primary',
        textDecoration: 'none',
        overflowWrap: 'anywhere',
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      {children}
    </Typography>
  );
}
