import Box from '@mui/material/Box';
import { richTextSx } from './rich-text-styles.js';

/**
 * Read-only rich text (COURSE-015, INTV-*, REV-*): renders HTML that the server has
 * already sanitized (`content`, `question1..7`, review bodies) with the shared typography.
 * Never pass anything but HTML received from the API: this component does not sanitize.
 * It does not load TipTap.
 */
export function RichTextView({ html }: { html: string }) {
  return <Box sx={richTextSx} dangerouslySetInnerHTML={{ __html: html }} />;
}
