import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { plainListSx } from '../lib/plain-list.js';

export interface HashtagListProps {
  tags: readonly string[];
  /** The list's accessible name. */
  label: string;
  /** The list's id (the hashtag field points `aria-describedby` at it). */
  id?: string;
  /** The chip of one tag (a link on a post card, a removable chip in the post dialog). */
  chip: (tag: string) => ReactNode;
}

/** POST-004 / POST-013: a post's hashtags as a wrapping row of chips, one list item each. */
export function HashtagList({ tags, label, id, chip }: HashtagListProps) {
  return (
    <Box
      id={id}
      component="ul"
      aria-label={label}
      sx={{ ...plainListSx, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {tags.map((tag) => (
        <li key={tag}>{chip(tag)}</li>
      ))}
    </Box>
  );
}
