import Box from '@mui/material/Box';
import type { CourseDetail } from '@bgc/shared';
import { isCourseAdmin } from '../course-format.js';
import { ContactLinksCard } from './contact-links-card.js';
import { FacilitiesCard } from './facilities-card.js';
import { PeersSection } from './peers-section.js';
import { PresentationSection } from './presentation-section.js';

/**
 * About tab (COURSE-014..022, COURSE-032): the presentation, the 'Overview facilities' card
 * and the peer-course tables; course admins edit each part in place, and their course's website,
 * phone and social links (COURSE-003) in a card of their own.
 */
export function AboutTab({ course }: { course: CourseDetail }) {
  const admin = isCourseAdmin(course);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
      <PresentationSection course={course} admin={admin} />
      <FacilitiesCard course={course} admin={admin} />
      <PeersSection course={course} admin={admin} />
      {admin ? <ContactLinksCard course={course} /> : null}
    </Box>
  );
}
