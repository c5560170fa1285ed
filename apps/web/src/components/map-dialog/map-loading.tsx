import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * What the map button shows while the dialog's chunk loads (OPEN-010): a backdrop with a
 * spinner labelled `label`. A chunk of its own (decision 059): the ranking and course pages do
 * not load the backdrop and its transition until the map is wanted.
 */
export function MapLoading({ label }: { label: string }) {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label={label} />
    </Backdrop>
  );
}
