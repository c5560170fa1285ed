import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, Box, Card, Chip, Link as MuiLink, Typography } from '@mui/material';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import LanguageIcon from '@mui/icons-material/Language';
import LockIcon from '@mui/icons-material/LockOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { paths, type CourseDetail } from '@bgc/shared';
import { CountryFlag } from '../../components/country-flag.js';
import { FollowButton } from '../../components/follow-button.js';
import { initialsOf } from '../ranking/ranking-format.js';
import {
  accessTypeKey,
  imageUrl,
  safeExternalUrl,
  telHref,
  websiteLabel,
} from './course-format.js';

const bannerSx = {
  height: { xs: 120, sm: 190 },
  backgroundColor: '#14532d',
  backgroundImage:
    'repeating-linear-gradient(100deg, rgba(255, 255, 255, 0.05) 0 56px, rgba(255, 255, 255, 0) 56px 112px), linear-gradient(160deg, #0b3a1f 0%, #14532d 45%, #2f8a4f 100%)',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
} as const;

/** A label + icon line of the header facts. */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Box sx={{ color: 'primary.main', display: 'flex', flex: '0 0 auto' }} aria-hidden="true">
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Course page header (COURSE page, issue scope): cover banner (or a green gradient), an
 * avatar with initials, the name (h1), flag and country (link to the country ranking),
 * state, city, address, website (external, rel noopener), phone (tel:), holes, par and
 * access type, each shown only when present; the Follow / Unfollow button (FOLLOW-001..006).
 */
export function CourseHeader({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const website = safeExternalUrl(course.website);
  const tel = telHref(course.phone);
  const access = accessTypeKey(course.accessType);
  const cover = imageUrl(course.cover);
  const region = [course.city, course.state].filter((part): part is string =>
    Boolean(part?.trim()),
  );
  const uniqueRegion = region.filter(
    (part, i) => region.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === i,
  );

  return (
    <Card component="header" sx={{ overflow: 'hidden', mb: { xs: 2, sm: 3 } }}>
      <Box sx={{ ...bannerSx, ...(cover ? { backgroundImage: `url("${cover}")` } : {}) }} />
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 } }}>
        <Box
          sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}
        >
          <Avatar
            src={course.picture ?? undefined}
            alt=""
            sx={{
              width: { xs: 76, sm: 104 },
              height: { xs: 76, sm: 104 },
              mt: { xs: '-38px', sm: '-52px' },
              border: '4px solid #ffffff',
              bgcolor: '#e7f0ea',
              color: 'primary.dark',
              fontWeight: 800,
              fontSize: { xs: '1.6rem', sm: '2.1rem' },
              boxShadow: '0 2px 10px rgba(0,0,0,0.12)',
            }}
          >
            {initialsOf(course.name)}
          </Avatar>
          <FollowButton
            entityName="course"
            entityId={course.id}
            isFollowed={course.isFollowed}
            entityLabel={course.name}
          />
        </Box>

        <Typography
          variant="h1"
          sx={{ mt: 1.5, fontSize: { xs: '1.45rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {course.name}
        </Typography>

        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <CountryFlag code={course.country.code} width={28} />
          <MuiLink
            component={Link}
            to={paths.country(course.country.slug)}
            sx={{ fontWeight: 600 }}
          >
            {course.country.name}
          </MuiLink>
          {uniqueRegion.length > 0 && (
            <Typography component="span" color="text.secondary">
              · {uniqueRegion.join(', ')}
            </Typography>
          )}
          {course.provisional && (
            <Chip
              size="small"
              variant="outlined"
              color="secondary"
              label={t('provisional')}
              sx={{ fontWeight: 600 }}
            />
          )}
        </Box>

        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 1.25,
            mt: 2,
          }}
        >
          {course.address && (
            <Fact icon={<PlaceIcon fontSize="small" />}>
              {[course.address, course.postalCode].filter(Boolean).join(' ')}
            </Fact>
          )}
          {website && (
            <Fact icon={<LanguageIcon fontSize="small" />}>
              <MuiLink
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('header.websiteLabel', { site: websiteLabel(website) })}
              >
                {websiteLabel(website)}
              </MuiLink>
            </Fact>
          )}
          {tel && course.phone && (
            <Fact icon={<PhoneIcon fontSize="small" />}>
              <MuiLink href={tel} aria-label={t('header.phoneLabel', { phone: course.phone })}>
                {course.phone}
              </MuiLink>
            </Fact>
          )}
          {(course.holeTotal !== null || course.par !== null) && (
            <Fact icon={<GolfCourseIcon fontSize="small" />}>
              {[
                course.holeTotal !== null ? t('header.holes', { count: course.holeTotal }) : null,
                course.par !== null ? t('header.par', { par: course.par }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Fact>
          )}
          {course.accessType && (
            <Fact icon={<LockIcon fontSize="small" />}>
              {t('header.access', { type: access ? t(`access.${access}`) : course.accessType })}
            </Fact>
          )}
        </Box>
      </Box>
    </Card>
  );
}
