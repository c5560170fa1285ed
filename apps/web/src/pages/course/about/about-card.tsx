import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';

/**
 * A card of the course About tab (COURSE-014..022): a section named by its h2 (`titleId`,
 * `title`), the header's `action` (an admin's 'Edit') at its end, then `children`.
 * `large` is the presentation's form: a bigger title and padding, the action at the top.
 * `headerGap` is the header's bottom margin (MUI spacing).
 */
export function AboutCard({
  titleId,
  title,
  action,
  large = false,
  headerGap = large ? 2 : 1.5,
  children,
}: {
  titleId: string;
  title: string;
  action: ReactNode;
  large?: boolean;
  headerGap?: number;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: large ? 3 : 2.5 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: large ? 'flex-start' : 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: headerGap,
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant={large ? 'h2' : 'h3'}
          sx={large ? { fontSize: { xs: '1.25rem', sm: '1.5rem' } } : undefined}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}

/** An About card's small 'Edit' button (pencil icon); `label` is its accessible name. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('course');
  return (
    <Button startIcon={<EditIcon />} size="small" onClick={onClick} aria-label={label}>
      {t('about.edit')}
    </Button>
  );
}

/**
 * The 'Cancel' and 'Save' buttons closing an About card's editor, at its end; both disabled
 * while `busy`. `onSave` absent: 'Save' submits the enclosing form.
 */
export function EditActions({
  busy,
  onCancel,
  onSave,
}: {
  busy: boolean;
  onCancel: () => void;
  onSave?: () => void;
}) {
  const { t } = useTranslation('course');
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancel} disabled={busy}>
        {t('about.cancel')}
      </Button>
      <Button
        type={onSave ? 'button' : 'submit'}
        variant="contained"
        onClick={onSave}
        disabled={busy}
      >
        {t('about.save')}
      </Button>
    </Stack>
  );
}
