import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../lib/visually-hidden.js';
import { maskPassword } from './auth-helpers.js';

export interface RegisterSummaryProps {
  email: string;
  password: string;
  /** Back to step 1 'Create Account'. */
  onEdit: () => void;
}

/**
 * AUTH-032: the finished step 1 in short: the email, a masked password (fixed length, so it
 * does not tell the password's) and an 'Edit' link back to step 1.
 */
export function RegisterSummary({ email, password, onEdit }: RegisterSummaryProps) {
  const { t } = useTranslation('auth');
  return (
    <Box
      sx={{
        mt: 1,
        p: 1.5,
        pl: 2,
        borderRadius: 2,
        bgcolor: '#f2f7f3',
        border: '1px solid #dcebe2',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 1,
      }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 1.5,
          rowGap: { xs: 0, sm: 0.25 },
          '& dd + dt': { mt: { xs: 0.75, sm: 0 } },
        }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('field.email')}
        </Typography>
        <Typography
          component="dd"
          variant="body2"
          sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {email}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('field.password')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          <Box component="span" aria-hidden sx={{ letterSpacing: '0.12em' }}>
            {maskPassword(password)}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('register.passwordHidden')}
          </Box>
        </Typography>
      </Box>
      <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
        {t('register.edit')}
      </Button>
    </Box>
  );
}
