import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import GroupsIcon from '@mui/icons-material/Groups';
import LanguageIcon from '@mui/icons-material/Language';
import LockIcon from '@mui/icons-material/LockOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { groupThousands, type CourseDetail } from '@bgc/shared';
import { accessTypeKey, safeExternalUrl, telHref, websiteLabel } from '../course-format.js';

/** One labelled line of the card: icon, label (for screen readers and sighted), value. */
function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', py: 0.75 }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ fontWeight: 600 }}
        >
          {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * COURSE-041 / OPEN-054: the information card of the Timeline side column: address,
 * city/state/country, phone (tel:), website (new tab), Google Maps link (googleUrl), holes
 * (holeTotal), par, access and followers (totalFollow); each line only when known.
 */
export function CourseInfoCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const website = safeExternalUrl(course.website);
  const maps = safeExternalUrl(course.googleUrl);
  const tel = telHref(course.phone);
  const access = accessTypeKey(course.accessType);
  const area = [course.city, course.state, course.country.name]
    .filter((part): part is string => Boolean(part?.trim()))
    .filter((part, i, all) => all.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === i)
    .join(', ');
  const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <Card component="section" aria-labelledby="course-info-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="course-info-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('info.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {course.address?.trim() ? (
          <Row icon={<PlaceIcon fontSize="small" />} label={t('info.address')}>
            {[course.address, course.postalCode].filter(Boolean).join(' ')}
          </Row>
        ) : null}
        <Row icon={<MapIcon fontSize="small" />} label={t('info.location')}>
          {area}
        </Row>
        {tel && course.phone ? (
          <Row icon={<PhoneIcon fontSize="small" />} label={t('info.phone')}>
            <MuiLink href={tel}>{course.phone}</MuiLink>
          </Row>
        ) : null}
        {website ? (
          <Row icon={<LanguageIcon fontSize="small" />} label={t('info.website')}>
            <MuiLink
              href={website}
              {...linkProps}
              aria-label={t('header.websiteLabel', { site: websiteLabel(website) })}
            >
              {websiteLabel(website)}
            </MuiLink>
          </Row>
        ) : null}
        {maps ? (
          <Row icon={<MapIcon fontSize="small" />} label={t('info.googleMaps')}>
            <MuiLink href={maps} {...linkProps}>
              {t('info.openInMaps')}
            </MuiLink>
          </Row>
        ) : null}
        {course.holeTotal !== null || course.par !== null ? (
          <Row icon={<GolfCourseIcon fontSize="small" />} label={t('info.holes')}>
            {[
              course.holeTotal !== null ? t('header.holes', { count: course.holeTotal }) : null,
              course.par !== null ? t('header.par', { par: course.par }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Row>
        ) : null}
        {course.accessType ? (
          <Row icon={<LockIcon fontSize="small" />} label={t('info.access')}>
            {access ? t(`access.${access}`) : course.accessType}
          </Row>
        ) : null}
        <Row icon={<GroupsIcon fontSize="small" />} label={t('info.followers')}>
          {groupThousands(course.totalFollow)}
        </Row>
      </Box>
    </Card>
  );
}
