import Box from '@mui/material/Box';

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code, any case ('FR'). */
  code: string;
  /** Width in px; the height follows the 4:3 ratio. */
  width?: number;
}

/** A country's flag from `/flags/4x3/{code}.svg` (served by the API). Decorative: alt is empty. */
export function CountryFlag({ code, width = 20 }: CountryFlagProps) {
  return (
    <Box
      component="img"
      src={`/flags/4x3/${code.toLowerCase()}.svg`}
      alt=""
      width={width}
      height={Math.round((width * 3) / 4)}
      loading="lazy"
      sx={{
        flexShrink: 0,
        borderRadius: '2px',
        boxShadow: '0 0 0 1px rgba(0,0,0,0.12)',
        objectFit: 'cover',
      }}
    />
  );
}
