import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { MAP_DEFAULT_ZOOM, abbreviateCount } from '@bgc/shared';
import { CourseCard } from './course-card.js';
import { parseOutline, type OutlineData } from './map-outline.js';
import { boundsOf, type MapPoint } from './map-query.js';
import { mapSx } from './map-styles.js';

/** World view used while no centre or marker bounds are known. */
const WORLD_CENTER: L.LatLngTuple = [20, 0];
const WORLD_ZOOM = 2;
const MAX_ZOOM = 18;
const OUTLINE_PANE = 'bgc-outline';

const markerIcon = L.divIcon({
  className: 'bgc-map-marker',
  html: '<span></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
  popupAnchor: [0, -10],
});

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 46 : 54;
  return L.divIcon({
    className: 'bgc-map-cluster',
    html: `<span>${abbreviateCount(count)}</span>`,
    iconSize: [size, size],
  });
}

/** Land and borders (map-outline.ts) in a pane under the tiles, not interactive. */
function outlineLayer(map: L.Map, data: OutlineData): L.Layer {
  const pane = map.getPane(OUTLINE_PANE) ?? map.createPane(OUTLINE_PANE);
  pane.style.zIndex = '150'; // under the tile pane (200)
  const outline = parseOutline(data);
  return L.layerGroup([
    L.polygon(outline.land, {
      pane: OUTLINE_PANE,
      interactive: false,
      stroke: false,
      fillColor: '#f6f4ec',
      fillOpacity: 1,
    }),
    L.polyline(outline.borders, {
      pane: OUTLINE_PANE,
      interactive: false,
      color: '#a9b8ad',
      weight: 0.8,
    }),
  ]);
}

/** Closes the open card and gives the focus back to its marker. */
function closeCard(map: L.Map, marker: L.Marker): void {
  map.closePopup();
  marker.getElement()?.focus();
}

interface OpenCard {
  point: MapPoint;
  element: HTMLElement;
  popup: L.Popup;
  marker: L.Marker;
  /** Opened with the keyboard: the card's link takes the focus once loaded. */
  focus: boolean;
}

export interface LeafletMapProps {
  /** Markers to show (already filtered, MAP-002). */
  points: readonly MapPoint[] | undefined;
  /** Course page: open at zoom 8 around this point; otherwise fit the markers (MAP-001). */
  center?: { lat: number; lng: number };
  /** Tile URL template and attribution (GET /client-config); '' = none: outline only. */
  tileUrl?: string;
  attribution?: string;
  /** Called when a course link of a card is followed (MAP-006). */
  onNavigate: () => void;
}

/**
 * MAP-001..004: the Leaflet map of the dialog. Markers are grouped by leaflet.markercluster
 * (added in chunks, so 31,157 world markers keep the page responsive); a marker opens a
 * popup holding the React course card. Works without tiles (offline): markers and clusters
 * are plain DOM elements.
 */
export function LeafletMap({ points, center, tileUrl, attribution, onNavigate }: LeafletMapProps) {
  const { t } = useTranslation('map');
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [card, setCard] = useState<OpenCard | null>(null);
  // markers of the current list all added to the cluster group (chunked loading)
  const [addedPoints, setAddedPoints] = useState<readonly MapPoint[] | null>(null);
  const centerLat = center?.lat;
  const centerLng = center?.lng;
  const markerTitle = t('marker');
  const updatePopup = useCallback(() => card?.popup.update(), [card]);

  // the map itself, once
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, {
      minZoom: WORLD_ZOOM,
      maxZoom: MAX_ZOOM,
      worldCopyJump: true,
      zoomControl: true,
    });
    created.attributionControl.setPrefix(false);
    created.setView(WORLD_CENTER, WORLD_ZOOM);
    setMap(created);
    // the dialog may still be sizing itself: measure again once it has settled
    const observer = new ResizeObserver(() => created.invalidateSize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  // tiles (configurable, MAP-001); without them (offline, none configured) the outline shows
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    if (!map || !tileUrl) return;
    const layer = L.tileLayer(tileUrl, { attribution, maxZoom: MAX_ZOOM });
    layer.once('tileerror', () => setTilesFailed(true));
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tileUrl, attribution]);
  const showOutline = tileUrl === '' || tilesFailed;
  useEffect(() => {
    if (!map || !showOutline) return;
    let layer: L.Layer | null = null;
    let cancelled = false;
    void import('./map-outline.data.json').then(({ default: data }) => {
      if (cancelled) return;
      layer = outlineLayer(map, data);
      layer.addTo(map);
    });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, showOutline]);

  // MAP-001: zoom 8 around the course, else the markers' bounds
  useEffect(() => {
    if (!map) return;
    if (centerLat !== undefined && centerLng !== undefined) {
      map.setView([centerLat, centerLng], MAP_DEFAULT_ZOOM);
      return;
    }
    const bounds = points ? boundsOf(points) : null;
    if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: MAP_DEFAULT_ZOOM });
  }, [map, points, centerLat, centerLng]);

  // MAP-002..004: clustered markers; a click opens the course card
  useEffect(() => {
    if (!map || !points) return;
    const group = L.markerClusterGroup({
      // ~150 ms of work, then 20 ms back to the browser: the dialog stays responsive
      chunkedLoading: true,
      chunkInterval: 150,
      chunkDelay: 20,
      showCoverageOnHover: false,
      removeOutsideVisibleBounds: true,
      maxClusterRadius: 60,
      iconCreateFunction: clusterIcon,
      // (the group also reports 0 of 0 when it is added to the map empty)
      chunkProgress: (processed, total) => {
        if (total === points.length && processed >= total) setAddedPoints(points);
      },
    });
    let shown: { popup: L.Popup; marker: L.Marker } | null = null;
    const openCard = (point: MapPoint, marker: L.Marker, focus: boolean) => {
      const element = document.createElement('div');
      element.className = 'bgc-map-card';
      const popup = L.popup({ minWidth: 240, maxWidth: 280, autoPanPadding: [16, 16] })
        .setLatLng([point.lat, point.lng])
        .setContent(element);
      popup.on('remove', () => {
        if (shown?.popup === popup) shown = null;
        setCard((open) => (open?.popup === popup ? null : open));
      });
      shown = { popup, marker };
      setCard({ point, element, popup, marker, focus });
      popup.openOn(map);
    };
    // Escape on a focused marker with a card open closes the card, not the dialog
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !shown) return;
      event.stopPropagation();
      closeCard(map, shown.marker);
    };
    map.getContainer().addEventListener('keydown', onEscape);
    const pointOf = new Map<L.Layer, MapPoint>();
    const markers = points.map((point) => {
      const marker = L.marker([point.lat, point.lng], {
        icon: markerIcon,
        keyboard: true,
        title: markerTitle,
      });
      pointOf.set(marker, point);
      return marker;
    });
    // one listener for all markers: a click, or Enter / Space on a focused marker (role button)
    const markerOf = (event: L.LeafletEvent) => {
      const { layer } = event as unknown as { layer: L.Layer };
      const point = pointOf.get(layer);
      return point ? { point, marker: layer as L.Marker } : null;
    };
    group.on('click', (event) => {
      const hit = markerOf(event);
      if (hit) openCard(hit.point, hit.marker, false);
    });
    group.on('keydown', (event) => {
      const { key } = event.originalEvent;
      const hit = markerOf(event);
      if (!hit || (key !== 'Enter' && key !== ' ')) return;
      event.originalEvent.preventDefault();
      openCard(hit.point, hit.marker, true);
    });
    map.addLayer(group);
    group.addLayers(markers, true); // no per-marker 'layeradd' events
    return () => {
      map.getContainer().removeEventListener('keydown', onEscape);
      map.closePopup();
      group.clearLayers();
      group.remove();
    };
  }, [map, points, markerTitle]);

  const ready = points !== undefined && addedPoints === points;
  return (
    <Box sx={mapSx}>
      {!ready && (
        <LinearProgress
          aria-label={t('loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1000 }}
        />
      )}
      <Box
        ref={containerRef}
        role="region"
        aria-label={t('mapLabel')}
        data-testid="course-map"
        data-ready={ready}
        sx={{ position: 'absolute', inset: 0 }}
      />
      {card &&
        createPortal(
          // Escape inside the card closes the card; React would otherwise pass the key on to
          // the dialog (the card is rendered inside the dialog's React tree)
          <Box
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !map) return;
              event.stopPropagation();
              closeCard(map, card.marker);
            }}
          >
            <CourseCard
              courseKey={card.point.key}
              autoFocus={card.focus}
              onNavigate={onNavigate}
              onLoaded={updatePopup}
            />
          </Box>,
          card.element,
          card.point.key,
        )}
    </Box>
  );
}
