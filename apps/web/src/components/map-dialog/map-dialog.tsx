import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { clientConfigQuery } from '../site-queries.js';
import { useToast } from '../toast.js';
import { LeafletMap } from './leaflet-map.js';
import { clustersOptions } from './clusters-query.js';
import { OPENING_VIEW, parseClusters, type MapArea, type MapView } from './map-query.js';

export interface MapDialogProps extends MapArea {
  center?: { lat: number; lng: number };
  onClose: () => void;
}

/**
 * The map dialog (MAP-001..007, OPEN-010), loaded lazily by MapButton: asks for the clusters
 * of the area in the map's view (`GET /courses/location-clusters`, decision 056) when it opens
 * and after every move (the previous question is cancelled; answers are cached 10 min), loads
 * the tile settings (`GET /client-config`), and shows them on a Leaflet map; full screen on
 * phones. A failed call shows the message in a toast and closes the dialog (MAP-005).
 */
export function MapDialog({ countryId, zoneId, center, onClose }: MapDialogProps) {
  const { t } = useTranslation('map');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const area = { countryId, zoneId };
  // without a course the map opens on the world, whose question is known before the map exists
  const [view, setView] = useState<MapView | null>(center ? null : OPENING_VIEW);

  // decision 056: a key change leaves the previous question without observer, so TanStack
  // Query aborts it through its signal; the previous answer stays drawn until the new one comes
  const locations = useQuery({
    ...clustersOptions(area, view ?? OPENING_VIEW),
    enabled: view !== null,
    placeholderData: keepPreviousData,
  });
  const config = useQuery({ ...clientConfigQuery, retry: false });

  // MAP-005: toast with the server's message, then close
  const failure = locations.error;
  useEffect(() => {
    if (!failure) return;
    toast.error(failure.message || t('loadError'));
    onClose();
  }, [failure, toast, onClose, t]);

  const answer = locations.data;
  const entries = useMemo(() => (answer ? parseClusters(answer) : undefined), [answer]);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="map-dialog-title"
      slotProps={{
        paper: {
          sx: phone
            ? { display: 'flex', flexDirection: 'column' }
            : { height: 'min(86vh, 820px)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <DialogTitle
        id="map-dialog-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.25, pr: 1 }}
      >
        <Box component="span" sx={{ flex: 1, minWidth: 0, fontSize: '1.15rem' }}>
          {t('title')}
        </Box>
        <IconButton onClick={onClose} aria-label={t('close')} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ position: 'relative', flex: '1 1 auto', display: 'flex', minHeight: 0 }}>
        <LeafletMap
          entries={entries}
          bounds={answer?.bounds}
          loading={locations.isFetching || view === null}
          onView={setView}
          center={center}
          tileUrl={config.isError ? '' : config.data?.mapTileUrl}
          attribution={config.data?.mapAttribution}
          onNavigate={onClose}
        />
      </Box>
    </Dialog>
  );
}
