import { useId, useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@bgc/shared';

/**
 * CMT-011: a comment's '…' menu — Edit when canUpdate, Delete when canDelete, Report when
 * the caller cannot update it. Renders nothing when no item applies.
 */
export function CommentMenu({
  comment,
  onEdit,
  onDelete,
  onReport,
}: {
  comment: Comment;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
}) {
  const { t } = useTranslation('posts');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const items = [
    comment.canUpdate && { key: 'edit', icon: <EditIcon fontSize="small" />, run: onEdit },
    comment.canDelete && {
      key: 'delete',
      icon: <DeleteIcon fontSize="small" sx={{ color: 'error.main' }} />,
      run: onDelete,
    },
    !comment.canUpdate && { key: 'report', icon: <FlagIcon fontSize="small" />, run: onReport },
  ].filter((item) => item !== false);
  if (items.length === 0) return null;

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('comments.menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ alignSelf: 'center', color: 'text.secondary' }}
      >
        <MoreHorizIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem key={item.key} onClick={pick(item.run)}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={t(`comments.${item.key}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
