import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM, abbreviateCount } from '@bgc/shared';
import { CourseCard } from './course-card.js';
import { parseOutline, type OutlineData } from './map-outline.js';
import { lngNear, mapView, type MapCluster, type MapPoint, type MapView } from './map-query.js';
import { mapSx } from './map-styles.js';

/** World view used while no centre or area bounds are known. */
const WORLD_CENTER: L.LatLngTuple = [20, 0];
const WORLD_ZOOM = 2;
const OUTLINE_PANE = 'bgc-outline';
/** A view is reported this long after the map stopped moving (decision 056). */
const VIEW_DEBOUNCE_MS = 150;

const markerIcon = L.divIcon({
  className: 'bgc-map-marker',
  html: '<span></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
  popupAnchor: [0, -10],
});

function clusterIcon(count: number): L.DivIcon {
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

/** What a drawn marker stands for. */
type Drawn = { point: MapPoint; cluster?: never } | { cluster: MapCluster; point?: never };

export interface LeafletMapProps {
  /** Clusters and single courses of the current view (already filtered, MAP-002). */
  entries: { clusters: readonly MapCluster[]; points: readonly MapPoint[] } | undefined;
  /** Bounds of the area's courses ([west, south, east, north]); fitted once without `center`. */
  bounds: readonly [number, number, number, number] | null | undefined;
  /** A question for the current view is on its way: `entries` may be of the previous view. */
  loading: boolean;
  /** The view to ask about: at once when the map opens, then after every move (debounced). */
  onView: (view: MapView) => void;
  /** Course page: open at zoom 8 around this point; otherwise fit the area (MAP-001). */
  center?: { lat: number; lng: number };
  /** Tile URL template and attribution (GET /client-config); '' = none: outline only. */
  tileUrl?: string;
  attribution?: string;
  /** Called when a course link of a card is followed (MAP-006). */
  onNavigate: () => void;
}

/**
 * MAP-001..004 and decision 056: the Leaflet map of the dialog. It reports its view (zoom and
 * box) and draws what the server clustered for it: cluster circles with their count (a click,
 * or Enter, zooms to where the cluster splits) and course markers whose card opens in a popup
 * holding the React course card. Markers still in a new answer are kept as they are (the
 * focused one keeps the focus). Works without tiles (offline): markers are plain DOM elements.
 */
export function LeafletMap({
  entries,
  bounds,
  loading,
  onView,
  center,
  tileUrl,
  attribution,
  onNavigate,
}: LeafletMapProps) {
  const { t } = useTranslation('map');
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [card, setCard] = useState<OpenCard | null>(null);
  const centerLat = center?.lat;
  const centerLng = center?.lng;
  const markerTitle = t('marker');
  const updatePopup = useCallback(() => card?.popup.update(), [card]);
  const onViewRef = useRef(onView);
  onViewRef.current = onView;

  // the map itself, once
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, {
      minZoom: WORLD_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
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
    const layer = L.tileLayer(tileUrl, { attribution, maxZoom: MAP_MAX_ZOOM });
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

  // decision 056: the view is asked about at once, then again once the map stops moving
  // (`moving` until then: what is drawn may not be the answer of the view)
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    if (!map) return;
    const report = () => {
      setMoving(false);
      const b = map.getBounds();
      onViewRef.current(
        mapView(
          { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() },
          map.getZoom(),
        ),
      );
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(report, VIEW_DEBOUNCE_MS);
    };
    const started = () => setMoving(true);
    map.on('movestart', started);
    map.on('moveend', debounced);
    return () => {
      clearTimeout(timer);
      map.off('movestart', started);
      map.off('moveend', debounced);
    };
  }, [map]);

  // MAP-001: zoom 8 around the course, else the world until the area's bounds are known
  useEffect(() => {
    if (!map) return;
    if (centerLat !== undefined && centerLng !== undefined)
      map.setView([centerLat, centerLng], MAP_DEFAULT_ZOOM);
    const b = map.getBounds();
    onViewRef.current(
      mapView(
        { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() },
        map.getZoom(),
      ),
    );
  }, [map, centerLat, centerLng]);
  const fitted = useRef(false);
  useEffect(() => {
    if (!map || !bounds || fitted.current || centerLat !== undefined) return;
    fitted.current = true;
    const [west, south, east, north] = bounds;
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { padding: [24, 24], maxZoom: MAP_DEFAULT_ZOOM },
    );
  }, [map, bounds, centerLat]);

  // MAP-002..004: the drawn markers by identity, their layer, and the open card's marker
  const layerRef = useRef<L.FeatureGroup | null>(null);
  const drawnRef = useRef(new Map<string, L.Marker>());
  const whatRef = useRef(new Map<L.Layer, Drawn>());
  useEffect(() => {
    if (!map) return;
    const group = L.featureGroup().addTo(map);
    layerRef.current = group;
    const drawn = drawnRef.current;
    const what = whatRef.current;
    let shown: { popup: L.Popup; marker: L.Marker } | null = null;
    const openCard = (point: MapPoint, marker: L.Marker, focus: boolean) => {
      const element = document.createElement('div');
      element.className = 'bgc-map-card';
      const popup = L.popup({ minWidth: 240, maxWidth: 280, autoPanPadding: [16, 16] })
        .setLatLng(marker.getLatLng())
        .setContent(element);
      popup.on('remove', () => {
        if (shown?.popup === popup) shown = null;
        setCard((open) => (open?.popup === popup ? null : open));
      });
      shown = { popup, marker };
      setCard({ point, element, popup, marker, focus });
      popup.openOn(map);
    };
    // a cluster zooms to where it splits (at least one level closer)
    const zoomInto = (cluster: MapCluster, marker: L.Marker) => {
      const zoom = Math.min(MAP_MAX_ZOOM, Math.max(cluster.splitZoom, map.getZoom() + 1));
      map.setView(marker.getLatLng(), zoom);
    };
    // Escape on a focused marker with a card open closes the card, not the dialog
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !shown) return;
      event.stopPropagation();
      closeCard(map, shown.marker);
    };
    map.getContainer().addEventListener('keydown', onEscape);
    const hitOf = (event: L.LeafletEvent) => {
      const { layer } = event as unknown as { layer: L.Marker };
      const hit = what.get(layer);
      return hit ? { hit, marker: layer } : null;
    };
    const activate = (event: L.LeafletEvent, focus: boolean) => {
      const found = hitOf(event);
      if (!found) return;
      if (found.hit.point) openCard(found.hit.point, found.marker, focus);
      else zoomInto(found.hit.cluster, found.marker);
    };
    // one listener for all markers: a click, or Enter / Space on a focused marker (role button)
    group.on('click', (event) => activate(event, false));
    group.on('keydown', (event) => {
      const { key } = event.originalEvent;
      if (key !== 'Enter' && key !== ' ') return;
      event.originalEvent.preventDefault();
      activate(event, true);
    });
    return () => {
      map.getContainer().removeEventListener('keydown', onEscape);
      map.closePopup();
      group.clearLayers();
      group.remove();
      drawn.clear();
      what.clear();
      layerRef.current = null;
    };
  }, [map]);

  // decision 056: draw the answer; markers already drawn for the same entry stay as they are
  useEffect(() => {
    const group = layerRef.current;
    if (!map || !group || !entries) return;
    const drawn = drawnRef.current;
    const what = whatRef.current;
    const viewLng = map.getCenter().lng;
    const wanted = new Map<string, { lat: number; lng: number; drawn: Drawn }>();
    for (const cluster of entries.clusters) {
      const lng = lngNear(cluster.lng, viewLng);
      wanted.set(`g:${cluster.lat},${lng},${cluster.count}`, {
        lat: cluster.lat,
        lng,
        drawn: { cluster },
      });
    }
    for (const point of entries.points) {
      const lng = lngNear(point.lng, viewLng);
      wanted.set(`c:${point.key},${point.lat},${lng}`, { lat: point.lat, lng, drawn: { point } });
    }
    for (const [key, marker] of drawn) {
      if (wanted.has(key)) continue;
      group.removeLayer(marker);
      what.delete(marker);
      drawn.delete(key);
    }
    for (const [key, entry] of wanted) {
      if (drawn.has(key)) continue;
      const { cluster } = entry.drawn;
      const marker = L.marker([entry.lat, entry.lng], {
        icon: cluster ? clusterIcon(cluster.count) : markerIcon,
        keyboard: true,
        title: cluster ? t('cluster', { count: cluster.count }) : markerTitle,
        zIndexOffset: cluster ? 1000 : 0,
      });
      what.set(marker, entry.drawn);
      drawn.set(key, marker);
      group.addLayer(marker);
    }
  }, [map, entries, markerTitle, t]);

  const ready = entries !== undefined && !loading && !moving;
  return (
    <Box sx={mapSx}>
      {(loading || entries === undefined) && (
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
