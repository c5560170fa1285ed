import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { sourceSite } from './championship-format.js';

/**
 * The frame of a course page's cited-facts card ('Championship history', decision
 * 035 'Recognised by'): an icon, an h2 title, a one-line intro, then a list of `children`
 * (each a `<li>`, see `FactItem`).
 */
export function FactCard({
  id,
  testId,
  icon,
  title,
  intro,
  children,
}: {
  id: string;
  testId: string;
  icon: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        {icon}
        <Typography id={id} component="h2" variant="h3">
          {title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {intro}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {children}
      </Box>
    </Card>
  );
}

/** One fact of a `FactCard`: a list item with a rule above it. */
export function FactItem({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ borderTop: '1px solid', borderColor: 'divider', pt: 1.25, minWidth: 0 }}
    >
      {children}
    </Box>
  );
}

/** 'Source: site · site', each link opening the cited page in a new tab with `labelOf(site)`. */
export function SourceLinks({
  label,
  urls,
  labelOf,
}: {
  label: string;
  urls: readonly string[];
  labelOf: (site: string) => string;
}) {
  return (
    <Typography variant="body2" sx={{ mt: 0.25 }}>
      {label}:{' '}
      {urls.map((url, i) => (
        <span key={url}>
          {i > 0 && ' · '}
          <MuiLink
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labelOf(sourceSite(url))}
          >
            {sourceSite(url)}
          </MuiLink>
        </span>
      ))}
    </Typography>
  );
}
