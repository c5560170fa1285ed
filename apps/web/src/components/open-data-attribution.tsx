import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';

/** Required attribution of the course data (ODbL 1.0, D-06). */
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
export const OPENGOLFAPI_URL = 'https://opengolfapi.org';
export const ODBL_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';
/** The course database as CSV, served by the API. */
export const OPEN_DATA_CSV_PATH = '/api/open-data/courses.csv';

export interface OpenDataAttributionProps {
  /** Text colour; links inherit it and stay underlined (contrast on dark footers). */
  color?: TypographyProps['color'];
  variant?: TypographyProps['variant'];
}

/**
 * The data attribution shown in the footer (SHELL-018..022) and on the About page:
 * "© OpenStreetMap contributors", "Contains data from OpenGolfAPI (opengolfapi.org)",
 * the ODbL 1.0 licence and the CSV download.
 */
export function OpenDataAttribution({
  color = 'text.secondary',
  variant = 'body2',
}: OpenDataAttributionProps) {
  const { t } = useTranslation('common');
  const linkSx = {
    color: 'inherit',
    textDecorationColor: 'currentColor',
    fontWeight: 600,
  } as const;
  return (
    <Stack spacing={0.5} sx={{ color }}>
      <Typography variant={variant} color="inherit">
        <Trans
          t={t}
          i18nKey="attribution.sources"
          components={{
            osm: (
              <Link
                href={OSM_COPYRIGHT_URL}
                target="_blank"
                rel="noopener noreferrer"
                sx={linkSx}
              />
            ),
            oga: (
              <Link href={OPENGOLFAPI_URL} target="_blank" rel="noopener noreferrer" sx={linkSx} />
            ),
          }}
        />
      </Typography>
      <Typography variant={variant} color="inherit">
        <Trans
          t={t}
          i18nKey="attribution.licence"
          components={{
            odbl: <Link href={ODBL_URL} target="_blank" rel="noopener noreferrer" sx={linkSx} />,
            csv: <Link href={OPEN_DATA_CSV_PATH} download sx={linkSx} />,
          }}
        />
      </Typography>
    </Stack>
  );
}
