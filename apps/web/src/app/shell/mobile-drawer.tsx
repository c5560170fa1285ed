import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PublicIcon from '@mui/icons-material/Public';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../use-localized-path.js';
import { paths, type Zone } from '@bgc/shared';
import { CountryFlag } from '../../components/country-flag.js';
import { headerPages } from './available-pages.js';
import { useZones } from '../../components/site-queries.js';
import { HeaderTotals } from './header-totals.js';
import { LanguageSwitcher } from './language-switcher.js';
import { AuthLinks } from './auth-links.js';
import { Logo } from './logo.js';
import { MemberSearchBox } from './member-search.js';
import { NotificationBell } from '../../components/notifications/notification-bell.js';
import { useSession } from '../../lib/session.js';

export interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const expandSx = (open: boolean) => ({
  transition: 'transform .2s',
  transform: open ? 'rotate(180deg)' : 'none',
});

/** One zone row: the zone ranking link plus a toggle for its countries (valid list markup). */
function ZoneItem({ zone, onNavigate }: { zone: Zone; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const listId = `drawer-zone-${zone.slug}`;
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <ListItemButton
          component={NavLink}
          to={localized(paths.zone(zone.slug))}
          onClick={onNavigate}
          sx={{ pl: 4 }}
        >
          <ListItemText primary={zone.name} />
        </ListItemButton>
        <IconButton
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('nav.countriesOf', { zone: zone.name })}
          onClick={() => setOpen((v) => !v)}
        >
          <ExpandMoreIcon sx={expandSx(open)} />
        </IconButton>
      </Box>
      <Collapse in={open} unmountOnExit>
        <List id={listId} dense disablePadding>
          {zone.countries.map((country) => (
            <ListItem key={country.slug} disablePadding>
              <ListItemButton
                component={NavLink}
                to={localized(paths.country(country.slug))}
                onClick={onNavigate}
                sx={{ pl: 6 }}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CountryFlag code={country.code} width={20} />
                </ListItemIcon>
                <ListItemText primary={country.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/**
 * SHELL-011: below 600 px the header items live in this side drawer: the same
 * menu (with 'Golf courses' → zones → countries), totals, language and sign-in.
 * ROUTE-008: every navigation closes it (`onNavigate` and the shell's path check).
 */
export function MobileDrawer({ id, open, onClose }: MobileDrawerProps) {
  const session = useSession();
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const { zones } = useZones();
  const [coursesOpen, setCoursesOpen] = useState(true);

  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(340px, 88vw)' }, 'aria-label': t('nav.main') } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '--bgc-focus': '#fde68a',
        }}
      >
        <Box onClick={onClose}>
          <Logo compact />
        </Box>
        <IconButton color="inherit" aria-label={t('header.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, py: 1.25, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
        <HeaderTotals />
      </Box>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <MemberSearchBox id="member-search-drawer" onNavigate={onClose} />
      </Box>
      <Box component="nav" aria-label={t('nav.main')} sx={{ flex: 1, overflowY: 'auto' }}>
        <List>
          {headerPages().map((page) =>
            page.id === 'golfCourses' ? (
              <li key={page.id}>
                <ListItemButton
                  aria-expanded={coursesOpen}
                  onClick={() => setCoursesOpen((v) => !v)}
                >
                  <ListItemText
                    primary={t('nav.golfCourses')}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <ExpandMoreIcon sx={expandSx(coursesOpen)} />
                </ListItemButton>
                <Collapse in={coursesOpen}>
                  <List disablePadding>
                    <ListItem disablePadding>
                      <ListItemButton
                        component={NavLink}
                        to={localized(paths.worldwide())}
                        onClick={onClose}
                        sx={{ pl: 4 }}
                      >
                        <ListItemIcon sx={{ minWidth: 32 }}>
                          <PublicIcon fontSize="small" color="primary" />
                        </ListItemIcon>
                        <ListItemText
                          primary={t('nav.worldwide')}
                          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                        />
                      </ListItemButton>
                    </ListItem>
                    {zones.map((zone) => (
                      <ZoneItem key={zone.slug} zone={zone} onNavigate={onClose} />
                    ))}
                  </List>
                </Collapse>
              </li>
            ) : (
              <ListItem key={page.id} disablePadding>
                <ListItemButton component={NavLink} to={localized(page.to)} onClick={onClose}>
                  <ListItemText
                    primary={t(`nav.${page.id}`)}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
      </Box>
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        {session && (
          <NotificationBell userId={session.user.id} variant="drawer" onNavigate={onClose} />
        )}
        <LanguageSwitcher variant="drawer" />
        <AuthLinks variant="drawer" onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
