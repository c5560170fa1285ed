import type { ReactElement } from 'react';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCarOutlined';
import EmojiPeopleIcon from '@mui/icons-material/EmojiPeople';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import GrassIcon from '@mui/icons-material/Grass';
import HotelIcon from '@mui/icons-material/HotelOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import LandscapeIcon from '@mui/icons-material/LandscapeOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoomOutlined';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import SportsGolfIcon from '@mui/icons-material/SportsGolf';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { FacilityKey } from '@bgc/shared';

/** COURSE-016/017: one icon per facility key. */
export const FACILITY_ICONS: Readonly<Record<FacilityKey, ReactElement>> = {
  drivingRange: <SportsGolfIcon fontSize="small" />,
  proShop: <StorefrontIcon fontSize="small" />,
  puttingGreen: <GolfCourseIcon fontSize="small" />,
  golfLesson: <SchoolIcon fontSize="small" />,
  chippingGreen: <GrassIcon fontSize="small" />,
  caddieHire: <EmojiPeopleIcon fontSize="small" />,
  practiceBunker: <LandscapeIcon fontSize="small" />,
  restaurant: <RestaurantIcon fontSize="small" />,
  motorCart: <DirectionsCarIcon fontSize="small" />,
  receptionHall: <MeetingRoomIcon fontSize="small" />,
  pullCart: <ShoppingCartIcon fontSize="small" />,
  changingRoom: <CheckroomIcon fontSize="small" />,
  golfClubRental: <Inventory2Icon fontSize="small" />,
  lockers: <LockIcon fontSize="small" />,
  clubFitting: <BuildIcon fontSize="small" />,
  lodgingOnSite: <HotelIcon fontSize="small" />,
};
