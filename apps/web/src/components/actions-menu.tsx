import { useId, useState, type ReactNode } from 'react';
import {
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  type SxProps,
  type Theme,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';

/** An entry of an actions menu. */
export interface MenuAction {
  key: string;
  label: string;
  icon?: ReactNode;
  run: () => void;
}

export interface ActionsMenuProps {
  /** Accessible name of the menu button. */
  label: string;
  /** The entries that apply; the menu renders nothing when there is none. */
  actions: readonly MenuAction[];
  disabled?: boolean;
  /** The button's icon ('⋮' unless given). */
  icon?: ReactNode;
  buttonSx?: SxProps<Theme>;
  /** Opens under the button, right-aligned with it (cards); else MUI's default place. */
  alignRight?: boolean;
}

/**
 * The '⋮' / '…' menu of a post, a review or a comment (POST-007, REV-016, CMT-011): a button
 * that opens a menu of the actions that apply; choosing one closes the menu, then runs it.
 */
export function ActionsMenu({
  label,
  actions,
  disabled,
  icon = <MoreVertIcon />,
  buttonSx,
  alignRight = false,
}: ActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={buttonSx}
      >
        {icon}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
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
              setAnchor(null);
              action.run();
            }}
          >
            {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
            <ListItemText primary={action.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
