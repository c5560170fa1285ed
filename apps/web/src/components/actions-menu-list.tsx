import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuAction } from './actions-menu.js';

export interface ActionsMenuListProps {
  id: string;
  anchor: HTMLElement;
  actions: readonly MenuAction[];
  alignRight: boolean;
  /** Closes the menu (Escape, a click outside, or before running the chosen action). */
  onClose: () => void;
}

/**
 * The open menu of an `ActionsMenu` (POST-007, REV-016, CMT-011): loaded and rendered only
 * once its button is used, so that lists of cards do not load MUI's menu,
 * popover and modal with the first screen. Choosing an entry closes the menu, then runs it.
 */
export function ActionsMenuList({
  id,
  anchor,
  actions,
  alignRight,
  onClose,
}: ActionsMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      {...(alignRight
        ? {
            anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
            transformOrigin: { vertical: 'top', horizontal: 'right' },
          }
        : {})}
    >
      {actions.map((action) => (
        <MenuItem
          key={action.key}
          onClick={() => {
            onClose();
            action.run();
          }}
        >
          {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
          <ListItemText primary={action.label} />
        </MenuItem>
      ))}
    </Menu>
  );
}
