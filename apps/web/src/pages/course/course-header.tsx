import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths, type CourseDetail } from '@bgc/shared';
import { CountryFlag } from '../../components/country-flag.js';
import { ProvisionalChip } from '../../components/provisional-chip.js';
import { FollowButton } from '../../components/follow-button.js';
import { MapButton } from '../../components/map-dialog/map-button.js';
import { initialsOf } from '../../lib/course-card-format.js';
import { ClaimButton } from './course-claim.js';
import { imageUrl, isCourseAdmin } from './course-format.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { CourseSocialIcons } from './course-social-icons.js';
import { spreadRowSx } from '../../lib/spread-row.js';

/** The course admins' image buttons (crop dialog, upload) load for them only. */
const loadCourseImages = () => import('./course-images.js');
const CoverButton = lazyWithPreload(loadCourseImages, (m) => m.CourseCoverButton);
const LogoButton = lazyWithPreload(loadCourseImages, (m) => m.CourseLogoButton);

const bannerSx = {
  position: 'relative',
  height: { xs: 110, sm: 190, md: 250 },
  backgroundColor: '#14532d',
  backgroundImage:
    'repeating-linear-gradient(100deg, rgba(255, 255, 255, 0.05) 0 56px, rgba(255, 255, 255, 0) 56px 112px), linear-gradient(160deg, #0b3a1f 0%, #14532d 45%, #2f8a4f 100%)',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
} as const;

/** The region line: city and state, without repeats ('Paris, Île-de-France'). */
function regionOf(course: CourseDetail): string {
  const parts = [course.city, course.state].filter((part): part is string => Boolean(part?.trim()));
  return parts
    .filter((part, i) => parts.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === i)
    .join(', ');
}

/**
 * Course page header (COURSE-002/003, COURSE-024, COURSE-029): cover banner (or a green
 * gradient), avatar (or initials), name (h1), flag and country (link to the country ranking),
 * region, the social icons the course has, Follow / Unfollow (COURSE-023), Claim, and the Map
 * button (OPEN-010). Course admins get 'Change cover' and a camera button on the avatar.
 */
export function CourseHeader({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const admin = isCourseAdmin(course);
  const cover = imageUrl(course.cover);
  const region = regionOf(course);
  const center =
    course.latitude !== null && course.longitude !== null
      ? { lat: course.latitude, lng: course.longitude }
      : undefined;

  return (
    <Card component="header" sx={{ overflow: 'hidden', mb: { xs: 2, sm: 3 } }}>
      <Box
        data-testid="course-cover"
        sx={{ ...bannerSx, ...(cover ? { backgroundImage: `url("${cover}")` } : {}) }}
      >
        {admin && (
          <Box sx={{ position: 'absolute', right: 12, bottom: 12 }}>
            <Suspense fallback={null}>
              <CoverButton.Component courseId={course.id} />
            </Suspense>
          </Box>
        )}
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 2.5 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1.5,
          }}
        >
          <Box sx={{ position: 'relative', flex: '0 0 auto' }}>
            <Avatar
              src={imageUrl(course.picture) ?? undefined}
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
            {admin && (
              <Box sx={{ position: 'absolute', right: -6, bottom: -4 }}>
                <Suspense fallback={null}>
                  <LogoButton.Component courseId={course.id} />
                </Suspense>
              </Box>
            )}
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'flex-end',
              alignItems: 'center',
              pt: 1.5,
            }}
          >
            <MapButton countryId={course.country.id} center={center} />
            <ClaimButton course={course} />
            <FollowButton
              entityName="course"
              entityId={course.id}
              isFollowed={course.isFollowed}
              entityLabel={course.name}
            />
          </Box>
        </Box>

        <Typography
          variant="h1"
          sx={{ mt: 1.5, fontSize: { xs: '1.45rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {course.name}
        </Typography>
        {course.latinName && (
          // a Latin transliteration beside a name in another script
          <Typography lang="und-Latn" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {course.latinName}
          </Typography>
        )}

        <Box sx={{ ...spreadRowSx, gap: 1, mt: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <CountryFlag code={course.country.code} width={28} />
            <MuiLink
              component={Link}
              to={paths.country(course.country.slug)}
              sx={{ fontWeight: 600 }}
            >
              {course.country.name}
            </MuiLink>
            {region && (
              <Typography component="span" color="text.secondary">
                · {region}
              </Typography>
            )}
            {course.provisional && <ProvisionalChip label={t('provisional')} />}
          </Box>
          <CourseSocialIcons course={course} />
        </Box>
      </Box>
    </Card>
  );
}
