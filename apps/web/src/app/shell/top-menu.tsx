import { Box, Button } from '@mui/material';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../use-localized-path.js';
import { headerPages } from './available-pages.js';
import { GolfCoursesMenu } from './golf-courses-menu.js';

/**
 * SHELL-001: the desktop top menu, in the spec's order, showing only the screens
 * that exist (`AVAILABLE_PAGES`). 'Golf courses' opens its zone/country panel.
 */
export function TopMenu() {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowX: 'auto' }}
    >
      {headerPages().map((page) =>
        page.id === 'golfCourses' ? (
          <GolfCoursesMenu key={page.id} />
        ) : (
          <Button
            key={page.id}
            component={NavLink}
            to={localized(page.to)}
            color="inherit"
            sx={{
              px: 1.5,
              fontSize: 15,
              whiteSpace: 'nowrap',
              '&[aria-current="page"]': { boxShadow: 'inset 0 -3px 0 #fbbf24' },
            }}
          >
            {t(`nav.${page.id}`)}
          </Button>
        ),
      )}
    </Box>
  );
}
