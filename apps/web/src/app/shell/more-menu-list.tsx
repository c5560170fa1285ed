import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@bgc/shared';
import { useLocalizedPath } from '../use-localized-path.js';
import type { ShellPage } from './available-pages.js';

export interface MoreMenuListProps {
  id: string;
  anchor: HTMLElement;
  pages: ShellPage[];
  onClose: () => void;
}

/**
 * The open 'More' menu of the top menu: a menu of links, in the menu's
 * order; 'Golf courses' there opens the worldwide ranking (SHELL-020). Its own chunk, loaded on
 * the button's hover, focus or click (no menu code in the first load).
 */
export function MoreMenuList({ id, anchor, pages, onClose }: MoreMenuListProps) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {pages.map((page) => (
        <MenuItem
          key={page.id}
          component={NavLink}
          to={localized(page.id === 'golfCourses' ? paths.worldwide() : page.to)}
          onClick={onClose}
        >
          {t(`nav.${page.id}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
