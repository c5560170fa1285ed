import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

/**
 * The frame shared by the chat's friend list and its conversation boxes: a raised Paper
 * (`component` 'aside' or 'section', named by `label`) in a flex column, its top corners rounded
 * unless `fullScreen`, with a primary-coloured header bar (`header`, styled further by
 * `headerSx`) above `children`. `width`/`height` are CSS lengths (px numbers or '100%').
 */
export function ChatPanelFrame({
  component,
  label,
  fullScreen,
  width,
  height,
  headerSx,
  header,
  children,
}: {
  component: 'aside' | 'section';
  label: string;
  fullScreen: boolean;
  width?: number | string;
  height: number | string;
  /** The header bar's spacing: its gap, padding and minimum height (theme units, px). */
  headerSx: { gap?: number; px?: number; pl?: number; minHeight: number };
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component={component}
      aria-label={label}
      elevation={6}
      sx={{
        ...(width === undefined ? {} : { width }),
        height,
        display: 'flex',
        flexDirection: 'column',
        borderRadius: fullScreen ? 0 : '8px 8px 0 0',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          ...headerSx,
        }}
      >
        {header}
      </Box>
      {children}
    </Paper>
  );
}
