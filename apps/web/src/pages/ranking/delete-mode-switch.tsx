import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

/**
 * RANK-018: the administrators' switch of the delete mode, with its hint. Its own chunk: only
 * administrators see it, after hydration.
 */
export function DeleteModeSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useTranslation('corrections');
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={
        <>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {t('deleteMode')}
          </Typography>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {t('deleteModeHint')}
          </Typography>
        </>
      }
    />
  );
}
