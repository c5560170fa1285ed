import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FinderRequestSummary } from '@bgc/shared';
import { dateTimeFormat, numberFormat } from '../lib/intl-formats.js';

/**
 * The dates of a request as the reader's language writes them ('4–6 May 2030'); one date when
 * only one is known, '' when none. The days are calendar days, read in UTC so that no time zone
 * moves them.
 */
export function requestDates(summary: FinderRequestSummary, language: string): string {
  const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
  const from = day(summary.dateFrom);
  const to = day(summary.dateTo);
  let format: Intl.DateTimeFormat;
  try {
    format = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  } catch {
    format = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  }
  if (from && to) return to < from ? format.format(from) : format.formatRange(from, to);
  const one = from ?? to;
  return one ? format.format(one) : '';
}

/**
 * FRIEND-020, decision 043: what the host reads of a player-finder request: the dates asked,
 * the place searched and the requester's handicap, each on its line (only the known ones).
 * Shown in the chat box of the request and under the bell's golf-request item.
 */
export function FinderRequestDetails({
  summary,
  align = 'left',
}: {
  summary: FinderRequestSummary;
  align?: 'left' | 'center';
}) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dates = requestDates(summary, language);
  const lines = [
    dates ? t('finderRequest.dates', { dates }) : null,
    summary.place ? t('finderRequest.place', { place: summary.place }) : null,
    summary.handicap !== null
      ? t('finderRequest.handicap', {
          handicap: numberFormat(language).format(summary.handicap),
        })
      : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={t('finderRequest.label')}
      data-testid="finder-request-details"
      sx={{ textAlign: align }}
    >
      {lines.map((line) => (
        <Typography
          key={line}
          variant="body2"
          color="text.secondary"
          sx={{ fontSize: 13, overflowWrap: 'anywhere' }}
        >
          {line}
        </Typography>
      ))}
    </Box>
  );
}
