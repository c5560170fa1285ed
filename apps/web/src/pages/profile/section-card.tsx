import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';

export interface SectionCardProps {
  /** DOM id of the heading (the section is labelled by it). */
  id: string;
  title: string;
  icon: ReactNode;
  editing: boolean;
  onEdit: () => void;
  /** The read-only view (view mode). */
  view: ReactNode;
  /** The form (edit mode). */
  form: ReactNode;
}

/**
 * One section of the 'Profile' tab (PROF-009, PROF-011): a titled card with its own 'Edit'
 * button in view mode; in edit mode it shows its form (saved by the tab's global 'Save').
 */
export function SectionCard({ id, title, icon, editing, onEdit, view, form }: SectionCardProps) {
  const { t } = useTranslation('profile');
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeading id={id} icon={icon} title={title} mb={2}>
        {!editing && (
          <Button
            onClick={onEdit}
            size="small"
            variant="outlined"
            startIcon={<EditIcon />}
            aria-label={t('sections.editOf', { section: title })}
          >
            {t('actions.edit')}
          </Button>
        )}
      </SectionHeading>
      {editing ? form : view}
    </Card>
  );
}

/**
 * The heading row of a profile card: its icon, the title (an h2 with DOM id `id`, which labels
 * the card) and what follows it on the row (`children`, e.g. an 'Edit' button); `mb` spacing.
 */
export function SectionHeading({
  id,
  icon,
  title,
  mb,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  mb: number;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Typography id={id} variant="h2" sx={{ flex: 1, fontSize: '1.15rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A label/value row of a section's view mode. */
export function ViewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px minmax(0, 1fr)' },
        gap: { xs: 0.25, sm: 2 },
        py: 1,
        borderTop: '1px solid #eef1ee',
        '&:first-of-type': { borderTop: 'none', pt: 0 },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The list wrapping `ViewRow`s. */
export function ViewList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}
