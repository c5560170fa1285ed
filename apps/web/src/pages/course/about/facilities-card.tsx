import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useTranslation } from 'react-i18next';
import { FACILITY_KEYS, type CourseDetail, type Facilities } from '@bgc/shared';
import { plainListSx } from '../../../lib/plain-list.js';
import { useCourseDraft } from '../use-course-edit.js';
import { AboutCard, EditActions, EditButton } from './about-card.js';
import { FACILITY_ICONS } from './facility-icons.js';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(1, minmax(0, 1fr))',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
  columnGap: 3,
  rowGap: 0.5,
} as const;

/**
 * COURSE-016/017: 'Overview facilities', the 16 facilities with an icon, each marked
 * available or not. A course admin edits them as checkboxes and saves with
 * `POST /courses/edit {id, facilities}`.
 */
export function FacilitiesCard({ course, admin }: { course: CourseDetail; admin: boolean }) {
  const { t } = useTranslation('course');
  const { draft, setDraft, save, busy } = useCourseDraft(course.id, (facilities: Facilities) => ({
    facilities,
  }));

  return (
    <AboutCard
      titleId="course-facilities-title"
      title={t('facilities.title')}
      action={
        admin && !draft ? (
          <EditButton
            label={t('facilities.edit')}
            onClick={() => setDraft({ ...course.facilities })}
          />
        ) : null
      }
    >
      {draft ? (
        <Stack spacing={2}>
          <FormGroup aria-labelledby="course-facilities-title" sx={gridSx}>
            {FACILITY_KEYS.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Checkbox
                    checked={draft[key]}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
                    disabled={busy}
                  />
                }
                label={t(`facilities.items.${key}`)}
              />
            ))}
          </FormGroup>
          <EditActions busy={busy} onCancel={() => setDraft(null)} onSave={() => void save()} />
        </Stack>
      ) : (
        <Box component="ul" sx={{ ...gridSx, ...plainListSx }}>
          {FACILITY_KEYS.map((key) => {
            const available = course.facilities[key];
            return (
              <Box
                component="li"
                key={key}
                data-facility={key}
                data-available={available}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.25,
                  py: 0.75,
                  color: available ? 'text.primary' : 'text.secondary',
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{ display: 'flex', color: available ? 'primary.main' : '#9aa7a0' }}
                >
                  {FACILITY_ICONS[key]}
                </Box>
                <Typography variant="body2" component="span" sx={{ flex: 1, minWidth: 0 }}>
                  {t(`facilities.items.${key}`)}
                </Typography>
                {available ? (
                  <CheckCircleIcon
                    fontSize="small"
                    color="primary"
                    titleAccess={t('facilities.available')}
                  />
                ) : (
                  <RemoveCircleOutlineIcon
                    fontSize="small"
                    sx={{ color: '#9aa7a0' }}
                    titleAccess={t('facilities.notAvailable')}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </AboutCard>
  );
}
