import { useState } from 'react';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZONE_NAMES, isUiLanguage, paths, type Zone } from '@bgc/shared';
import mapData from './zone-map.data.json';
import { numberFormat } from '../../lib/intl-formats.js';

/** Shape of `zone-map.data.json` (generated from world-atlas, projected to the viewBox). */
interface ZoneShape {
  slug: string;
  /** SVG path data in viewBox units. */
  path: string;
  labelX: number;
  labelY: number;
}
const data: { viewBox: string; zones: ZoneShape[] } = mapData;

/** Fills that keep neighbouring zones apart; all pass 3:1 against the sea. */
const FILLS: Record<string, string> = {
  'north-america': '#2f7d4f',
  'central-america-caribbean': '#6aa97a',
  'south-america': '#3f9160',
  'western-europe': '#2f7d4f',
  'eastern-europe': '#5e9f70',
  'middle-east': '#7fb378',
  africa: '#468f5e',
  'central-east-asia': '#2f7d4f',
  'south-south-east-asia': '#5e9f70',
  oceania: '#3f9160',
};

/**
 * Label anchors (viewBox units) moved off the generated ones where labels of
 * neighbouring zones would collide (Middle East / Asia).
 */
const LABEL_AT: Readonly<Record<string, readonly [number, number]>> = {
  'middle-east': [608, 186],
  'central-east-asia': [770, 150],
  'south-south-east-asia': [778, 236],
};

export interface ZoneMapProps {
  /** Zones from `GET /api/categories`, for names and totals; until they arrive the names come from `ZONE_NAMES`. */
  zones: Zone[];
}

/**
 * HOME-001 / HOME-005: the world map of the 10 zones as inline SVG. Each zone is
 * a link (keyboard focusable, aria-label = zone name) to its zone ranking, with a
 * hover and focus highlight. Loaded lazily with its path data.
 */
export function ZoneMap({ zones }: ZoneMapProps) {
  const { t, i18n } = useTranslation('home');
  const navigate = useNavigate();
  const bySlug = new Map(zones.map((zone) => [zone.slug, zone]));
  const lang = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const fmt = numberFormat(lang);
  const nameOf = (slug: string): string | undefined =>
    bySlug.get(slug)?.name ??
    (slug in ZONE_NAMES ? ZONE_NAMES[slug as keyof typeof ZONE_NAMES][lang] : undefined);

  const [hot, setHot] = useState<string | null>(null);

  return (
    <Box
      component="svg"
      viewBox={data.viewBox}
      role="group"
      aria-label={t('areas.mapLabel')}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        '& a': { cursor: 'pointer', outline: 'none' },
        '& a path': { stroke: '#f7faf8', strokeWidth: 0.6, transition: 'fill .15s' },
        '& a:hover path, & a:focus-visible path': { fill: '#b45309' },
        '& a:focus-visible path': { stroke: '#0b3a1f', strokeWidth: 2 },
        '& text': {
          pointerEvents: 'none',
          paintOrder: 'stroke',
          stroke: 'rgba(255,255,255,0.92)',
          strokeWidth: 4,
          strokeLinejoin: 'round',
        },
      }}
    >
      {data.zones.map((shape) => {
        const to = paths.zone(shape.slug);
        return (
          <a
            key={shape.slug}
            href={to}
            aria-label={nameOf(shape.slug)}
            onMouseEnter={() => setHot(shape.slug)}
            onMouseLeave={() => setHot(null)}
            onFocus={() => setHot(shape.slug)}
            onBlur={() => setHot(null)}
            onClick={(event) => {
              event.preventDefault();
              void navigate(to);
            }}
          >
            <path d={shape.path} fill={FILLS[shape.slug] ?? '#3f9160'} />
          </a>
        );
      })}
      {/* Labels on a layer of their own, above every zone; they ignore the pointer. */}
      <g aria-hidden>
        {data.zones.map((shape) => {
          const zone = bySlug.get(shape.slug);
          const name = nameOf(shape.slug);
          if (!name) return null;
          const [x, y] = LABEL_AT[shape.slug] ?? [shape.labelX, shape.labelY];
          const active = hot === shape.slug;
          return (
            <g key={shape.slug}>
              <text
                x={x}
                y={y}
                textAnchor="middle"
                fontSize={15}
                fontWeight={800}
                fill={active ? '#7c2d12' : '#0b3a1f'}
              >
                {name}
              </text>
              {zone && (
                <text
                  x={x}
                  y={y + 15}
                  textAnchor="middle"
                  fontSize={11}
                  fontWeight={600}
                  fill="#1c2421"
                >
                  {t('areas.courseCount', { n: fmt.format(zone.totalCourse) })}
                </text>
              )}
            </g>
          );
        })}
      </g>
    </Box>
  );
}
