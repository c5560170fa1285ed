import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZONE_SLUGS, paths, type Zone } from '@bgc/shared';
import { CountryFlag } from '../../components/country-flag.js';
import { GridList } from '../../components/grid-list.js';
import { numberFormat } from '../../lib/intl-formats.js';

/**
 * HOME-002 / HOME-005: on mobile, the zones as an accordion; each opens to a link
 * to its zone ranking and to the rankings of its countries. While the zones load,
 * ten placeholder rows keep the space.
 */
export function ZoneAccordion({ zones }: { zones: Zone[] }) {
  const { t, i18n } = useTranslation('home');
  const fmt = numberFormat(i18n.resolvedLanguage ?? 'en');

  if (zones.length === 0) {
    return (
      <Stack spacing={1} aria-hidden>
        {ZONE_SLUGS.map((slug) => (
          <Skeleton key={slug} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }

  return (
    <Box>
      {zones.map((zone) => (
        <Accordion
          key={zone.slug}
          disableGutters
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`zone-${zone.slug}-header`}
            aria-controls={`zone-${zone.slug}-content`}
            sx={{ minHeight: 56 }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                width: '100%',
                gap: 1,
                pr: 1,
              }}
            >
              <Typography sx={{ fontWeight: 700 }}>{zone.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('areas.courseCount', { n: fmt.format(zone.totalCourse) })}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <Button
              component={RouterLink}
              to={paths.zone(zone.slug)}
              variant="contained"
              disableElevation
              fullWidth
              sx={{ mb: 1.5 }}
            >
              {t('areas.zoneTop', { zone: zone.name })}
            </Button>
            <GridList sx={{ gridTemplateColumns: '1fr 1fr', gap: 0.5 }}>
              {zone.countries.map((country) => (
                <li key={country.slug}>
                  <Link
                    component={RouterLink}
                    to={paths.country(country.slug)}
                    underline="hover"
                    color="text.primary"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      py: 1,
                      fontSize: 14,
                      minHeight: 44,
                    }}
                  >
                    <CountryFlag code={country.code} width={20} />
                    <span>{country.name}</span>
                  </Link>
                </li>
              ))}
            </GridList>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
