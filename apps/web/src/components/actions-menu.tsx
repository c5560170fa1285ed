import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { AnchoredPopupSlot, useAnchoredPopup } from './anchored-popup.js';
import { lazyWithPreload } from './lazy-with-preload.js';

/** The open menu loads on hover, focus or first use. */
const MenuList = lazyWithPreload(
  () => import('./actions-menu-list.js'),
  (m) => m.ActionsMenuList,
);
const preloadMenu = () => void MenuList.preload().catch(() => undefined);

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
 * The menu itself is rendered only while open, its code loaded on hover, focus or click.
 */
export function ActionsMenu({
  label,
  actions,
  disabled,
  icon = <MoreVertIcon />,
  buttonSx,
  alignRight = false,
}: ActionsMenuProps) {
  const popup = useAnchoredPopup({ preload: preloadMenu });
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        disabled={disabled}
        {...popup.buttonProps}
        sx={buttonSx}
      >
        {icon}
      </IconButton>
      <AnchoredPopupSlot popup={popup}>
        {(props) => <MenuList.Component {...props} actions={actions} alignRight={alignRight} />}
      </AnchoredPopupSlot>
    </>
  );
}
