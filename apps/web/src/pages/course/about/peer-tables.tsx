import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PEER_TABLE_BREAKPOINT_PX, type CoursePeer } from '@bgc/shared';
import {
  PEER_GROUP_NARROW,
  PEER_GROUP_WIDE,
  groupPeers,
  peerCell,
  visiblePeerFields,
} from './peer-format.js';
import { useHydrated } from '../../../lib/hydration.js';

/** The empty, decorative cells that pad a short group's row to PEER_GROUP_WIDE columns. */
function PadCells({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <TableCell key={`pad-${i}`} aria-hidden="true" />);
}

/** From this width up, four courses per table. */
const WIDE_MEDIA = `@media (min-width:${PEER_TABLE_BREAKPOINT_PX}px)`;

/**
 * COURSE-018..021: the peer courses as comparison tables, 4 courses per table from 992 px
 * wide up and 1 below. Rows are the fields that hold a value; prices are money-formatted
 * when numeric, guestPolicy shows only when open. The served HTML holds both layouts and CSS
 * shows the one for the screen, so hydration moves nothing; hydrated, the media query keeps one.
 */
export function PeerTables({ peers }: { peers: readonly CoursePeer[] }) {
  const hydrated = useHydrated();
  const wide = useMediaQuery(`(min-width:${PEER_TABLE_BREAKPOINT_PX}px)`);
  if (hydrated) return <PeerGroups peers={peers} wide={wide} />;
  return (
    <>
      <PeerGroups peers={peers} wide={false} sx={{ [WIDE_MEDIA]: { display: 'none' } }} />
      <PeerGroups peers={peers} wide sx={{ display: 'none', [WIDE_MEDIA]: { display: 'grid' } }} />
    </>
  );
}

/** The tables of one layout: `wide` groups four courses per table, else one. */
function PeerGroups({
  peers,
  wide,
  sx,
}: {
  peers: readonly CoursePeer[];
  wide: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t, i18n } = useTranslation('course');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const groups = groupPeers(peers, wide ? PEER_GROUP_WIDE : PEER_GROUP_NARROW);

  return (
    <Box sx={[{ display: 'grid', gap: 2 }, ...(sx ? [sx] : [])] as SxProps<Theme>}>
      {groups.map((group) => {
        const fields = visiblePeerFields(group, locale);
        return (
          <TableContainer
            key={group.map((peer) => peer.id).join('-')}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <Table size="small" sx={{ tableLayout: 'fixed' }}>
              <TableHead>
                <TableRow sx={{ bgcolor: '#f3f7f4' }}>
                  <TableCell component="th" scope="col" sx={{ width: { xs: '42%', md: '20%' } }}>
                    {t('peers.fields.name')}
                  </TableCell>
                  {group.map((peer) => (
                    <TableCell
                      key={peer.id}
                      component="th"
                      scope="col"
                      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                    >
                      {peer.name}
                    </TableCell>
                  ))}
                  {wide && <PadCells count={PEER_GROUP_WIDE - group.length} />}
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((field) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                      {t(`peers.fields.${field}`)}
                    </TableCell>
                    {group.map((peer) => {
                      const cell = peerCell(peer, field, locale);
                      return (
                        <TableCell key={peer.id} sx={{ overflowWrap: 'anywhere' }}>
                          {cell === null ? '' : typeof cell === 'string' ? cell : t('peers.open')}
                        </TableCell>
                      );
                    })}
                    {wide && <PadCells count={PEER_GROUP_WIDE - group.length} />}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        );
      })}
    </Box>
  );
}
