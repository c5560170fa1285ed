import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@bgc/shared';
import { ActionsMenu } from '../actions-menu.js';

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
  const items = [
    comment.canUpdate && { key: 'edit', icon: <EditIcon fontSize="small" />, run: onEdit },
    comment.canDelete && {
      key: 'delete',
      icon: <DeleteIcon fontSize="small" sx={{ color: 'error.main' }} />,
      run: onDelete,
    },
    !comment.canUpdate && { key: 'report', icon: <FlagIcon fontSize="small" />, run: onReport },
  ].filter((item) => item !== false);

  return (
    <ActionsMenu
      label={t('comments.menu')}
      actions={items.map((item) => ({ ...item, label: t(`comments.${item.key}`) }))}
      icon={<MoreHorizIcon fontSize="small" />}
      buttonSx={{ alignSelf: 'center', color: 'text.secondary' }}
    />
  );
}
