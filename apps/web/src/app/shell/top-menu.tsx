import { useLayoutEffect, useRef } from 'react';
import { Box, Button } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../use-localized-path.js';
import { headerPages } from './available-pages.js';
import { GolfCoursesMenu } from './golf-courses-menu.js';
import { menuItemSx } from './header-layout.js';

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
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}
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
              ...menuItemSx,
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

/**
 * An invisible copy of the top menu at its natural width, for the header to decide whether
 * the real one fits (issue 12 item 2). It stays rendered while the header is collapsed, so
 * the menu comes back as soon as the window is wide enough. Hidden from everyone
 * (`visibility: hidden`), it takes no room (a zero-size clipping box).
 */
export function TopMenuGhost({ onWidth }: { onWidth: (width: number) => void }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    onWidth(el.getBoundingClientRect().width);
    const observer = new ResizeObserver(() => onWidth(el.getBoundingClientRect().width));
    observer.observe(el);
    return () => observer.disconnect();
  }, [onWidth]);
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: 0,
        height: 0,
        overflow: 'hidden',
        visibility: 'hidden',
      }}
    >
      <Box ref={ref} sx={{ display: 'flex', gap: 0.5, width: 'max-content' }}>
        {headerPages().map((page) => (
          <Button
            key={page.id}
            component="span"
            tabIndex={-1}
            color="inherit"
            sx={menuItemSx}
            endIcon={page.id === 'golfCourses' ? <ExpandMoreIcon /> : undefined}
          >
            {t(`nav.${page.id}`)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
