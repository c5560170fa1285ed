import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PublicIcon from '@mui/icons-material/Public';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@bgc/shared';
import { CountryFlag } from '../../components/country-flag.js';
import { DelayedSpinner } from '../../components/delayed-spinner.js';
import { useZones } from '../../components/site-queries.js';

export interface GolfCoursesPanelProps {
  /** DOM id of the panel (the menu button's aria-controls). */
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}

/**
 * SHELL-002 / OPEN-050: the panel of the 'Golf courses' menu: 'Worldwide', then the
 * 10 zones as vertical tabs (arrow keys, hover); the selected zone shows a link to
 * its ranking and its countries, each linking to the country ranking (top 10).
 * Loaded on demand by `GolfCoursesMenu`.
 */
export function GolfCoursesPanel({ id, anchor, onClose }: GolfCoursesPanelProps) {
  const { t } = useTranslation('common');
  const { zones } = useZones();
  const [active, setActive] = useState(0);
  const index = Math.max(0, Math.min(active, zones.length - 1));
  const zone = zones[index];

  return (
    <Popover
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: { sx: { mt: 1, width: 'min(860px, calc(100vw - 32px))', borderRadius: 3 } },
      }}
    >
      <Box component="nav" aria-label={t('nav.golfCourses')} sx={{ display: 'flex', height: 460 }}>
        <Box
          sx={{
            width: 250,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'grey.50',
            py: 1,
            overflowY: 'auto',
          }}
        >
          <Button
            component={RouterLink}
            to={paths.worldwide()}
            onClick={onClose}
            startIcon={<PublicIcon />}
            sx={{
              mx: 1,
              mb: 0.5,
              width: 'calc(100% - 16px)',
              justifyContent: 'flex-start',
              fontWeight: 700,
            }}
          >
            {t('nav.worldwide')}
          </Button>
          <Divider sx={{ mx: 2, mb: 0.5 }} />
          {zones.length === 0 ? (
            <DelayedSpinner size={28} minHeight={200} />
          ) : (
            <Tabs
              orientation="vertical"
              variant="scrollable"
              value={index}
              onChange={(_event, index: number) => setActive(index)}
              selectionFollowsFocus
              aria-label={t('nav.zones')}
              sx={{ '& .MuiTabs-indicator': { left: 0, width: 3 } }}
            >
              {zones.map((z, i) => (
                <Tab
                  key={z.slug}
                  id={`${id}-tab-${i}`}
                  aria-controls={`${id}-tabpanel`}
                  label={z.name}
                  icon={<ChevronRightIcon fontSize="small" />}
                  iconPosition="end"
                  onMouseEnter={() => setActive(i)}
                  sx={{
                    minHeight: 40,
                    justifyContent: 'space-between',
                    textAlign: 'left',
                    px: 2,
                    py: 1,
                    fontSize: 14,
                  }}
                />
              ))}
            </Tabs>
          )}
        </Box>
        <Box
          role={zone ? 'tabpanel' : undefined}
          id={`${id}-tabpanel`}
          aria-labelledby={zone ? `${id}-tab-${index}` : undefined}
          sx={{ flex: 1, p: 2.5, overflowY: 'auto' }}
        >
          {zone && (
            <>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'baseline',
                  justifyContent: 'space-between',
                  gap: 2,
                  mb: 1.5,
                }}
              >
                <Typography variant="h3" component="p">
                  {zone.name}
                </Typography>
                <Link
                  component={RouterLink}
                  to={paths.zone(zone.slug)}
                  onClick={onClose}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {t('nav.zoneTop', { zone: zone.name })}
                </Link>
              </Box>
              <Box
                component="ul"
                sx={{ listStyle: 'none', m: 0, p: 0, columnWidth: 180, columnGap: 2 }}
              >
                {zone.countries.map((country) => (
                  <Box component="li" key={country.slug} sx={{ breakInside: 'avoid' }}>
                    <Link
                      component={RouterLink}
                      to={paths.country(country.slug)}
                      onClick={onClose}
                      underline="hover"
                      color="text.primary"
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        py: 0.6,
                        px: 0.5,
                        borderRadius: 1,
                        fontSize: 14,
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <CountryFlag code={country.code} width={20} />
                      {country.name}
                    </Link>
                  </Box>
                ))}
              </Box>
            </>
          )}
        </Box>
      </Box>
    </Popover>
  );
}
