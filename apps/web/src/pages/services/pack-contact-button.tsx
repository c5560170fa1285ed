import Button from '@mui/material/Button';

/**
 * SVC-018: a pack's 'Contact us' button (website and BGC page packs): `label` is its text,
 * `accessibleName` its aria-label naming the pack, `onClick` opens the contact dialog.
 */
export function PackContactButton({
  label,
  accessibleName,
  onClick,
}: {
  label: string;
  accessibleName: string;
  onClick: () => void;
}) {
  return (
    <Button variant="contained" disableElevation onClick={onClick} aria-label={accessibleName}>
      {label}
    </Button>
  );
}
