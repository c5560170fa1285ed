import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@bgc/shared';

/** Golf flag mark, decorative (the link carries the name). */
function LogoMark({ size }: { size: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden
      sx={{ flexShrink: 0 }}
    >
      <circle cx="16" cy="16" r="16" fill="#ffffff" />
      <path d="M12 7v17" stroke="#14532d" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M12.6 7.2 23 11l-10.4 3.8z" fill="#d97706" />
      <ellipse cx="16" cy="25" rx="8" ry="2.4" fill="#1f7a43" />
    </Box>
  );
}

/** SHELL-001: the logo, "BGC" over "Best Golf Courses", linking to the home page. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home()}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <LogoMark size={compact ? 32 : 38} />
      <Box sx={{ lineHeight: 1 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 900,
            fontSize: compact ? 18 : 21,
            letterSpacing: '0.08em',
            lineHeight: 1.05,
          }}
        >
          BGC
        </Typography>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontSize: compact ? 11 : 12,
            opacity: 0.9,
            letterSpacing: '0.02em',
            whiteSpace: 'nowrap',
          }}
        >
          Best Golf Courses
        </Typography>
      </Box>
    </Box>
  );
}
