import { useId, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

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
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const measure = () => setOverflows(node.scrollHeight > maxHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [text, maxHeight]);

  return (
    <Box>
      <Typography
        ref={ref}
        id={id}
        component="div"
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          overflow: 'hidden',
          maxHeight: expanded ? 'none' : maxHeight,
          lineHeight: '22px',
        }}
      >
        {text}
      </Typography>
      {(overflows || expanded) && (
        <Button
          size="small"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={id}
          sx={{ px: 0.5, minWidth: 0, mt: 0.25 }}
        >
          {expanded ? t('card.seeLess') : t('card.seeMore')}
        </Button>
      )}
    </Box>
  );
}
