import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { splitLanguages, type FilterLanguage } from './language-filter-model.js';

export interface LanguageFilterProps {
  languages: readonly FilterLanguage[];
  /** Selected language id, 0 for every language. */
  value: number;
  onChange: (id: number) => void;
}

/**
 * VLOG-002: the coaches page's language radio filter: 'All languages', the first 5 languages
 * (with their post counts when known) and, when there are over 5, a 'More' button opening a
 * dialog with the others.
 */
export function LanguageFilter({ languages, value, onChange }: LanguageFilterProps) {
  const { t } = useTranslation('community');
  const labelId = useId();
  const moreTitleId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const { shown, more } = splitLanguages(languages, value);
  const label = (l: FilterLanguage) =>
    l.count === undefined ? l.name : t('filters.withCount', { name: l.name, count: l.count });
  /** The radio buttons of `list`, one a language (its id as the value). */
  const options = (list: readonly FilterLanguage[]) =>
    list.map((l) => (
      <FormControlLabel
        key={l.id}
        value={String(l.id)}
        control={<Radio size="small" />}
        label={label(l)}
      />
    ));

  return (
    <Card component="section" aria-labelledby={labelId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel id={labelId} component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {t('filters.language')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={String(value)}
          onChange={(event) => onChange(Number(event.target.value))}
          sx={{ flexDirection: { xs: 'row', md: 'column' }, columnGap: 1 }}
        >
          <FormControlLabel
            value="0"
            control={<Radio size="small" />}
            label={t('filters.allLanguages')}
          />
          {options(shown)}
        </RadioGroup>
        {more.length > 0 && (
          <Button
            size="small"
            onClick={() => setMoreOpen(true)}
            aria-haspopup="dialog"
            sx={{ alignSelf: 'flex-start', mt: 0.5 }}
          >
            {t('filters.more')}
          </Button>
        )}
      </FormControl>
      <Dialog
        open={moreOpen}
        onClose={() => setMoreOpen(false)}
        aria-labelledby={moreTitleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={moreTitleId}>{t('filters.moreTitle')}</DialogTitle>
        <DialogContent dividers>
          <RadioGroup
            aria-labelledby={moreTitleId}
            value={String(value)}
            onChange={(event) => {
              onChange(Number(event.target.value));
              setMoreOpen(false);
            }}
          >
            {options(more)}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMoreOpen(false)}>{t('filters.close')}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
