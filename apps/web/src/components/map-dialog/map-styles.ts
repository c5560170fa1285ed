/**
 * Styles of the Leaflet map inside the dialog (MAP-001): the map fills its box, and the
 * course markers and clusters are drawn with CSS (no marker images, which Vite would break).
 */
export const mapSx = {
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 320,
  bgcolor: '#d5e5ec',
  '& .leaflet-container': {
    bgcolor: '#d5e5ec',
    fontFamily: 'inherit',
  },
  '& .leaflet-container:focus-visible': {
    outline: '3px solid #1f7a43',
    outlineOffset: '-3px',
  },
  '& .bgc-map-marker': {
    display: 'grid',
    placeItems: 'center',
    borderRadius: '50%',
  },
  '& .bgc-map-marker span': {
    display: 'block',
    width: 16,
    height: 16,
    borderRadius: '50%',
    bgcolor: '#b45309',
    border: '3px solid #ffffff',
    boxShadow: '0 1px 4px rgba(0,0,0,0.45)',
  },
  '& .bgc-map-marker:hover span, & .bgc-map-marker:focus-visible span': {
    transform: 'scale(1.2)',
  },
  '& .bgc-map-marker:focus-visible': {
    outline: '3px solid #0b3a1f',
    outlineOffset: 1,
  },
  '& .bgc-map-cluster': {
    display: 'grid',
    placeItems: 'center',
    borderRadius: '50%',
    bgcolor: 'rgba(20, 83, 45, 0.28)',
  },
  '& .bgc-map-cluster:focus-visible': {
    outline: '3px solid #0b3a1f',
    outlineOffset: 1,
  },
  '& .bgc-map-cluster span': {
    display: 'grid',
    placeItems: 'center',
    width: 'calc(100% - 8px)',
    height: 'calc(100% - 8px)',
    borderRadius: '50%',
    bgcolor: '#14532d',
    color: '#ffffff',
    fontWeight: 700,
    fontSize: '0.8rem',
    boxShadow: '0 1px 4px rgba(0,0,0,0.35)',
  },
  '& .leaflet-control-attribution': {
    bgcolor: 'rgba(255, 255, 255, 0.92)',
    color: '#1c2421',
  },
  '& .leaflet-control-attribution a': {
    color: '#00557a',
    textDecoration: 'underline',
  },
  '& .leaflet-popup-content': {
    margin: '12px',
    fontSize: '0.875rem',
    lineHeight: 1.4,
  },
  '& .leaflet-popup-content-wrapper': { borderRadius: '12px' },
  '& .leaflet-container a.leaflet-popup-close-button': {
    width: 32,
    height: 32,
    fontSize: '22px',
    lineHeight: '30px',
    color: '#4b5550',
  },
} as const;
