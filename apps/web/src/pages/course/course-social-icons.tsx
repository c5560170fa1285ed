import type { ReactElement } from 'react';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@bgc/shared';
import { SocialIconList } from '../../components/social-icon-list.js';
import { courseSocialLinks, type CourseSocialNetwork } from './course-format.js';

const ICONS: Readonly<Record<CourseSocialNetwork, ReactElement>> = {
  facebook: <FacebookIcon />,
  twitter: <XIcon />,
  instagram: <InstagramIcon />,
  youtube: <YouTubeIcon />,
  tripadvisor: <TravelExploreIcon />,
};

/**
 * COURSE-002/003: the course's social icons (facebook, twitter, instagram, youtube,
 * tripadvisor), each opening the course's page in a new tab; only those the course has. Like
 * the footer's social links, plain icon buttons: their name shows as the native hover title
 * (MUI's Tooltip and Popper were 12 KiB gzipped of the course's first load).
 */
export function CourseSocialIcons({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const links = courseSocialLinks(course);
  if (links.length === 0) return null;
  return (
    <SocialIconList
      links={links.map((link) => ({
        key: link.network,
        url: link.url,
        label: t(`social.${link.network}`, { name: course.name }),
        icon: ICONS[link.network],
      }))}
      spacing={0.25}
      label={t('social.label')}
      withTitle
      buttonProps={{ size: 'small', sx: { color: 'primary.main' } }}
    />
  );
}
