import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { CourseDetail } from '@bgc/shared';
import { ChampionshipHistoryCard } from '../championship-history-card.js';
import { RecognitionsCard } from '../recognitions-card.js';
import { ClubCoursesCard } from '../club-courses-card.js';
import { CourseBasisCard } from '../course-basis-card.js';
import { SideCards } from './side-cards.js';

/**
 * COURSE-009..013: below 900 px, the Timeline's side cards ("why it ranks
 * here", the championship history, ranking timeline, information, latest reviews and vlogs)
 * in a drawer from the right. Rendered only while open and loaded on first use.
 */
export function CourseSideDrawer({
  id,
  course,
  label,
  onClose,
}: {
  id: string;
  course: CourseDetail;
  /** Accessible name of the drawer's aside. */
  label: string;
  onClose: () => void;
}) {
  const { t: tx } = useTranslation('ux');
  return (
    <Drawer
      id={id}
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 'min(400px, 92vw)', bgcolor: 'background.default' } },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton aria-label={tx('courseSide.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        component="aside"
        aria-label={label}
        sx={{ px: 2, pb: 2, minWidth: 0, display: 'grid', gap: 2 }}
      >
        <CourseBasisCard course={course} />
        <RecognitionsCard course={course} />
        <ChampionshipHistoryCard course={course} />
        <ClubCoursesCard course={course} />
        <SideCards course={course} />
      </Box>
    </Drawer>
  );
}
