import { Suspense, createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';

/** The administrators' removal dialog loads on first use (not in the ranking's first JS). */
const CourseRemovalDialog = lazyWithPreload(
  () => import('../../components/course-removal-dialog.js'),
  (m) => m.CourseRemovalDialog,
);

/** RANK-018: whether the ranking cards show their remove button (administrators only). */
export const DeleteModeContext = createContext(false);

type RemovableCourse = { id: number; name: string };

/**
 * RANK-018: a ranking card's remove button in delete mode; asks for the reason first. Outside
 * delete mode it renders nothing and needs no texts: the 'corrections' catalog is not among the
 * ranking's start namespaces (decision 059); the delete-mode switch, which uses it too, is shown
 * before any button can be.
 */
export function RemoveFromRankingButton({ course }: { course: RemovableCourse }) {
  const deleteMode = useContext(DeleteModeContext);
  return deleteMode ? <RemoveButton course={course} /> : null;
}

function RemoveButton({ course }: { course: RemovableCourse }) {
  const { t } = useTranslation('corrections');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        aria-label={t('removeLabel', { name: course.name })}
        onClick={() => setOpen(true)}
      >
        {t('remove')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CourseRemovalDialog.Component course={course} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
