import Box from '@mui/material/Box';

/**
 * SVC-001 / SVC-027: the header picture of the services and partnership pages, drawn as SVG
 * (a green, its flag and the morning sky) so it ships without an image file and scales sharply.
 */
export function HeaderArt({
  label,
  variant = 'green',
}: {
  label: string;
  variant?: 'green' | 'fairway';
}) {
  const sky = variant === 'green' ? ['#fde68a', '#86efac'] : ['#bae6fd', '#bbf7d0'];
  return (
    <Box
      component="svg"
      viewBox="0 0 1200 300"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      sx={{ display: 'block', width: '100%', height: { xs: 160, sm: 240 }, borderRadius: 2 }}
    >
      <defs>
        <linearGradient id={`sky-${variant}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="1" stopColor={sky[1]} />
        </linearGradient>
      </defs>
      <rect width="1200" height="300" fill={`url(#sky-${variant})`} />
      <circle cx="930" cy="95" r="48" fill="#fff7d6" opacity="0.9" />
      <path d="M0 190 Q300 120 600 175 T1200 150 V300 H0Z" fill="#4d9a63" />
      <path d="M0 230 Q350 180 700 225 T1200 210 V300 H0Z" fill="#2f7d4a" />
      <ellipse cx={variant === 'green' ? 640 : 420} cy="250" rx="210" ry="30" fill="#7cc48f" />
      {variant === 'green' ? (
        <>
          <ellipse cx="660" cy="252" rx="9" ry="3.5" fill="#0b3a1f" />
          <path d="M660 252V140" stroke="#f8fafc" strokeWidth="4" strokeLinecap="round" />
          <path d="M662 142l48 16-48 16z" fill="#b45309" />
          <circle cx="590" cy="258" r="6" fill="#fff" stroke="#9ca3af" />
        </>
      ) : (
        <>
          <path d="M300 300 Q420 230 520 205" stroke="#a7d7b4" strokeWidth="26" fill="none" />
          <circle cx="380" cy="238" r="9" fill="#0b3a1f" />
          <rect x="374" y="212" width="12" height="26" rx="5" fill="#1e3a5f" />
          <circle cx="430" cy="222" r="8" fill="#0b3a1f" />
          <rect x="424" y="198" width="11" height="25" rx="5" fill="#9a3412" />
        </>
      )}
    </Box>
  );
}
