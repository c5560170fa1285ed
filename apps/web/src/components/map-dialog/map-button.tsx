import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { lazyWithPreload } from '../lazy-with-preload.js';
import { clustersOptions } from './clusters-query.js';
import { OPENING_VIEW, type MapArea } from './map-query.js';

/** The dialog and Leaflet load only when the button is pressed (or hovered / focused). */
const LazyMapDialog = lazyWithPreload(
  () => import('./map-dialog.js'),
  (module) => module.MapDialog,
);
/** Its loading backdrop, loaded with it (decision 059), so it is in before the dialog. */
const LazyMapLoading = lazyWithPreload(
  () => import('./map-loading.js'),
  (module) => module.MapLoading,
);

export interface MapButtonProps extends MapArea {
  /** Course page: the map opens at zoom 8 around this point (MAP-001). */
  center?: { lat: number; lng: number };
}

/**
 * 'Map' button of the ranking and course pages (OPEN-010): opens the map dialog of the
 * courses of a country (`countryId`), a zone (`zoneId`) or the world (neither), MAP-001..007.
 * The dialog closes when the address changes (MAP-006 / ROUTE-009).
 */
export function MapButton({ countryId, zoneId, center }: MapButtonProps) {
  const { t } = useTranslation('map');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // MAP-006 / ROUTE-009: any navigation (e.g. to a course page) closes the dialog
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // the dialog's code, and (decision 056) the world view's clusters when the map opens on the
  // world: the question does not depend on the map's box, so it leaves with the hover or click
  const queryClient = useQueryClient();
  const preload = () => {
    void LazyMapLoading.preload();
    void LazyMapDialog.preload();
    if (!center)
      void queryClient.prefetchQuery(clustersOptions({ countryId, zoneId }, OPENING_VIEW));
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<MapOutlinedIcon />}
        onClick={() => {
          preload();
          setOpen(true);
        }}
        onMouseEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
      >
        {t('button')}
      </Button>
      {open && (
        <Suspense
          fallback={
            <Suspense fallback={null}>
              <LazyMapLoading.Component label={t('loading')} />
            </Suspense>
          }
        >
          <LazyMapDialog.Component
            countryId={countryId}
            zoneId={zoneId}
            center={center}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
