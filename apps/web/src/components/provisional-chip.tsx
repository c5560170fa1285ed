import Chip from '@mui/material/Chip';

export interface ProvisionalChipProps {
  /** The translated 'Provisional' label. */
  label: string;
  /** A tooltip saying why (the ranking card's hint), none if unset. */
  title?: string;
  /** Height in px (the ranking card's compact 22); MUI's small chip height if unset. */
  height?: number;
}

/**
 * The 'Provisional' chip of a course ranked on fewer reviews than RANKING_PROVISIONAL_BELOW
 * (D-05): course header, ranking basis card and ranking card.
 */
export function ProvisionalChip({ label, title, height }: ProvisionalChipProps) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color="secondary"
      label={label}
      title={title}
      sx={{ height, fontWeight: 600 }}
    />
  );
}
