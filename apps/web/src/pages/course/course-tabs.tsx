import { Link } from 'react-router';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { COURSE_TABS, paths, type CourseDetail, type CourseTab } from '@bgc/shared';

/**
 * COURSE-004/005: the course tabs in the spec's order (Timeline, About, Directors'
 * Interview, Reviews, Golf VLOG, Photos & Videos, Promotions), each a real link to its
 * address (`paths.course(country, slug, tab)`, OPEN-012); scrollable on phones. The tab of
 * the current address is marked (aria-current="page").
 */
export function CourseTabs({ course, tab }: { course: CourseDetail; tab: CourseTab }) {
  const { t } = useTranslation('course');
  return (
    <Card
      component="nav"
      aria-label={t('tabs.label')}
      sx={{ mb: { xs: 2, sm: 3 }, px: { xs: 0, sm: 1 } }}
    >
      <Tabs value={tab} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {COURSE_TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(`tabs.${id}`)}
            component={Link}
            to={paths.course(course.country.slug, course.slug, id)}
            aria-current={id === tab ? 'page' : undefined}
            sx={{ fontWeight: 700, minHeight: 52, minWidth: 0, px: { xs: 1.75, sm: 2.25 } }}
          />
        ))}
      </Tabs>
    </Card>
  );
}
