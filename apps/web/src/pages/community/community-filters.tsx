import { useId, useState } from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { useResponsiveVariant } from '../../hooks/use-responsive-variant.js';
import { useHydrated } from '../../lib/hydration.js';
import { TAGS_SHOWN, shownTags } from './community-filters-model.js';
import type { LanguageCount, TagCount } from './community-queries.js';

export interface CommunityFiltersProps {
  languages: readonly LanguageCount[];
  tags: readonly TagCount[];
  /** Chosen language id (0: all). */
  language: number;
  /** Chosen tag ('' : all). */
  tag: string;
  onLanguage: (id: number) => void;
  onTag: (tag: string) => void;
  /** A filter is chosen: 'Remove all filter' is enabled (COMM-004). */
  canReset: boolean;
  onReset: () => void;
}

/** One radio group of the panel, with an 'All' entry first. */
function RadioFilter(props: {
  label: string;
  allLabel: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}
      >
        {props.label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <FormControlLabel value="" control={<Radio size="small" />} label={props.allLabel} />
        {props.options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
            sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * COMM-002..004: the community's language radio filter and tag radio filter, each with the
 * number of discussions, and the 'Remove all filter' link. Tags past the first 10 wait behind
 * 'More tags'; below 1,024 px the panel folds behind a 'Filters' button. The served HTML folds
 * it with CSS on a phone (the server cannot know the screen), so hydration moves nothing: a
 * panel served open and folded by the script slid the discussions up (CLS 0.21 at 390 px).
 */
export function CommunityFilters(props: CommunityFiltersProps) {
  const { t } = useTranslation('community');
  const headingId = useId();
  const panelId = useId();
  const variant = useResponsiveVariant('md');
  const hydrated = useHydrated();
  // until hydrated both variants render and `compact` stays false: CSS folds the panel
  const compact = !variant.show('above');
  const [open, setOpen] = useState(false);
  const [allTags, setAllTags] = useState(false);
  const withCount = (name: string, count: number) => t('filters.withCount', { name, count });
  const tagOptions = shownTags(props.tags, props.tag, allTags).map((tag) => ({
    value: tag.name,
    label: 'counter' in tag ? withCount(`#${tag.name}`, tag.counter) : `#${tag.name}`,
  }));
  const languageOptions = props.languages.map((l) => ({
    value: String(l.id),
    label: withCount(l.name, l.count),
  }));
  const panel = (
    <>
      <RadioFilter
        label={t('filters.language')}
        allLabel={t('filters.allLanguages')}
        value={props.language ? String(props.language) : ''}
        options={languageOptions}
        onChange={(value) => props.onLanguage(Number(value) || 0)}
      />
      <Divider sx={{ my: 1.5 }} />
      <RadioFilter
        label={t('filters.tags')}
        allLabel={t('filters.allTags')}
        value={props.tag}
        options={tagOptions}
        onChange={props.onTag}
      />
      {props.tags.length > TAGS_SHOWN && (
        <Button size="small" onClick={() => setAllTags((value) => !value)} aria-expanded={allTags}>
          {allTags ? t('filters.fewerTags') : t('filters.moreTags')}
        </Button>
      )}
      {props.tags.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('filters.noTags')}
        </Typography>
      )}
    </>
  );

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: hydrated ? (compact && !open ? 0 : 1) : { xs: 0, md: 1 },
        }}
      >
        <Typography id={headingId} component="h2" variant="h3">
          {variant.show('below') && (
            <Button
              color="inherit"
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls={panelId}
              endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
              sx={[{ font: 'inherit', px: 0.5, ml: -0.5 }, variant.sx('below', 'inline-flex')]}
            >
              {t('filters.title')}
            </Button>
          )}
          {variant.show('above') && (
            <Box component="span" sx={variant.sx('above', 'inline')}>
              {t('filters.title')}
            </Box>
          )}
        </Typography>
        <Link
          component="button"
          type="button"
          onClick={props.onReset}
          disabled={!props.canReset}
          sx={{
            fontWeight: 600,
            '&:disabled': { color: 'text.secondary', cursor: 'default', textDecoration: 'none' },
          }}
        >
          {t('filters.removeAll')}
        </Link>
      </Stack>
      {hydrated ? (
        <Collapse in={!compact || open} id={panelId}>
          {panel}
        </Collapse>
      ) : (
        <Box id={panelId} sx={{ display: { xs: 'none', md: 'block' } }}>
          {panel}
        </Box>
      )}
    </Card>
  );
}
