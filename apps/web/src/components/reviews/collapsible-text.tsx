import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CollapseToggle, useCollapsible } from '../post-card/collapsible.js';

export interface CollapsibleTextProps {
  /** Plain text (line breaks kept). */
  text: string;
  /** Height in px past which the text is cut, with a 'See more' toggle. */
  maxHeight: number;
}

/**
 * REV-021: a text cut at `maxHeight` px (66 for review cards) with 'See more' / 'See less'
 * when it is taller; the toggle tells assistive technology what it expands.
 */
export function CollapsibleText({ text, maxHeight }: CollapsibleTextProps) {
  const { t } = useTranslation('reviews');
  const collapse = useCollapsible(maxHeight, text);

  return (
    <Box>
      <Typography
        ref={collapse.ref}
        id={collapse.id}
        component="div"
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          overflow: 'hidden',
          maxHeight: collapse.expanded ? 'none' : maxHeight,
          lineHeight: '22px',
        }}
      >
        {text}
      </Typography>
      <CollapseToggle state={collapse} more={t('card.seeMore')} less={t('card.seeLess')} />
    </Box>
  );
}
