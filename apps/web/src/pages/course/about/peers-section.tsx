import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { PEER_ROWS_MAX, type CourseDetail, type CoursePeer } from '@bgc/shared';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog-context.js';
import { useCourseEdit } from '../use-course-edit.js';
import { AboutCard, EditButton } from './about-card.js';
import { peerFormValues, peerInput, type PeerFormValues } from './peer-format.js';
import { PeerRowDialog } from './peer-row-dialog.js';
import { PeerTables } from './peer-tables.js';

/** The dialog state: closed, adding a row, or editing the row at `index`. */
type Editing = { kind: 'add' } | { kind: 'edit'; index: number } | null;

/**
 * COURSE-018..021, COURSE-032: the peer-course tables. A course admin gets 'Edit', which
 * lists the rows with edit and remove buttons and 'Add a golf course'; each change sends
 * all rows with `POST /courses/edit {id, coursePeers}`. Visitors see nothing when there
 * are no rows.
 */
export function PeersSection({ course, admin }: { course: CourseDetail; admin: boolean }) {
  const { t } = useTranslation('course');
  const confirm = useConfirm();
  const edit = useCourseEdit(course.id);
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const peers = course.coursePeers;
  if (peers.length === 0 && !admin) return null;

  const send = async (rows: Array<ReturnType<typeof peerInput>>): Promise<boolean> => {
    try {
      await edit.mutateAsync({ coursePeers: rows });
      return true;
    } catch {
      return false;
    }
  };
  const current = () => peers.map((peer) => peerInput(peerFormValues(peer), peer.id));

  const onSave = async (values: PeerFormValues) => {
    const rows = current();
    if (editing?.kind === 'edit') rows[editing.index] = peerInput(values, peers[editing.index]?.id);
    else rows.push(peerInput(values));
    if (await send(rows)) setEditing(null);
  };

  const onRemove = async (peer: CoursePeer, index: number) => {
    const ok = await confirm({
      title: t('peers.removeTitle'),
      message: t('peers.removeMessage', { name: peer.name }),
    });
    if (ok) await send(current().filter((_, i) => i !== index));
  };

  return (
    <AboutCard
      titleId="course-peers-title"
      title={t('peers.title')}
      headerGap={2}
      action={
        admin ? (
          managing ? (
            <Button size="small" onClick={() => setManaging(false)}>
              {t('peers.done')}
            </Button>
          ) : (
            <EditButton label={t('peers.edit')} onClick={() => setManaging(true)} />
          )
        ) : null
      }
    >
      {managing ? (
        <Stack spacing={1} sx={{ mb: peers.length > 0 ? 2 : 0 }}>
          <List dense aria-label={t('peers.listLabel')} disablePadding>
            {peers.map((peer, index) => (
              <ListItem
                key={peer.id}
                divider
                secondaryAction={
                  <Stack direction="row" spacing={0.5}>
                    <Tooltip title={t('peers.editRow', { name: peer.name })}>
                      <IconButton
                        aria-label={t('peers.editRow', { name: peer.name })}
                        onClick={() => setEditing({ kind: 'edit', index })}
                        disabled={edit.isPending}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('peers.removeRow', { name: peer.name })}>
                      <IconButton
                        aria-label={t('peers.removeRow', { name: peer.name })}
                        onClick={() => void onRemove(peer, index)}
                        disabled={edit.isPending}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <ListItemText primary={peer.name} sx={{ pr: 10 }} />
              </ListItem>
            ))}
          </List>
          <Box>
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              size="small"
              onClick={() => setEditing({ kind: 'add' })}
              disabled={edit.isPending || peers.length >= PEER_ROWS_MAX}
            >
              {t('peers.add')}
            </Button>
          </Box>
        </Stack>
      ) : null}
      {peers.length > 0 ? (
        <PeerTables peers={peers} />
      ) : !managing ? (
        <Typography color="text.secondary">{t('about.empty')}</Typography>
      ) : null}
      {editing ? (
        <PeerRowDialog
          peer={editing.kind === 'edit' ? (peers[editing.index] ?? null) : null}
          saving={edit.isPending}
          onCancel={() => setEditing(null)}
          onSave={(values) => void onSave(values)}
        />
      ) : null}
    </AboutCard>
  );
}
