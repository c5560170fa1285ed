import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.js';
import {
  MSG,
  REVIEW_CATEGORIES,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_SCORE_STEP,
  reviewOverall,
  type Review,
  type ReviewCategory,
} from '@bgc/shared';
import { muiRegister } from '../../../lib/mui-register.js';
import { reviewFormSchema, type ReviewFormOutput } from './review-form-schema.js';
import {
  ratingLabelKey,
  reviewFormValues,
  type ReviewFormValues,
  SCROLL_MARGIN,
} from './review-format.js';
import { formatScore } from '../../../components/reviews/review-card-format.js';
import { useContentLanguages } from '../../../components/use-content-languages.js';
import { StarRating } from '../../../components/star-rating/star-rating.js';

export interface ReviewFormProps {
  /** One's own review to edit (REV-016), or null to write a new one. */
  review: Review | null;
  courseName: string;
  sending: boolean;
  /** Called with valid values only (REV-012). */
  onSend: (values: ReviewFormOutput) => void;
  /** REV-027: back to the list without sending. */
  onBack: () => void;
}

/** A slider of one category (REV-009/010), labelled by its visible name and value. */
function CategorySlider({
  name,
  value,
  onChange,
}: {
  name: ReviewCategory;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  const labelId = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {t(`categories.${name}`)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} aria-hidden>
          {formatScore(value, i18n.language)}
        </Typography>
      </Box>
      <Slider
        value={value}
        onChange={(_, next: number | number[]) =>
          onChange(Array.isArray(next) ? (next[0] ?? 0) : next)
        }
        min={REVIEW_SCORE_MIN}
        max={REVIEW_SCORE_MAX}
        step={REVIEW_SCORE_STEP}
        marks
        valueLabelDisplay="auto"
        slotProps={{ input: { 'aria-labelledby': labelId, name: `reviewData.${name}` } }}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
    </Box>
  );
}

/**
 * REV-007..012: the write/edit form — content language (`GET /languages/all`), review text,
 * five sliders (0–5, step 0.5, default 5), the live overall (mean of the five, REV-011),
 * 'Send' and 'Back'. An invalid form scrolls into view, focuses the first wrong field and
 * sends nothing.
 */
export function ReviewForm({ review, courseName, sending, onSend, onBack }: ReviewFormProps) {
  const { t, i18n } = useTranslation('reviews');
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const languages = useContentLanguages(i18n.language);
  const form = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: reviewFormValues(review),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const scores = useWatch({ control: form.control, name: 'reviewData' });
  const overall = reviewOverall(scores);
  const message = (text: string | undefined) => (text === MSG.required ? t('msg.required') : text);

  const submit = form.handleSubmit(onSend, (invalid) => {
    formRef.current?.scrollIntoView({ block: 'start' });
    const first = invalid.language ? 'language' : invalid.content ? 'content' : null;
    if (first) form.setFocus(first);
  });

  return (
    <Card
      component="form"
      ref={formRef}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: SCROLL_MARGIN }}
    >
      <Typography id={titleId} component="h3" variant="h3" sx={{ mb: 0.5 }}>
        {review ? t('form.titleEdit') : t('form.titleNew')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {courseName}
      </Typography>
      <Stack spacing={2.5}>
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <TextField
              select
              required
              label={t('form.language')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              error={Boolean(errors.language)}
              helperText={message(errors.language?.message)}
              sx={{ maxWidth: { sm: 360 } }}
              slotProps={{
                select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
              }}
            >
              {(languages.data?.list ?? []).map((language) => (
                <MenuItem key={language.id} value={String(language.id)}>
                  {language.name}
                </MenuItem>
              ))}
              {!languages.data && review && (
                <MenuItem value={String(review.language.id)}>{review.language.name}</MenuItem>
              )}
            </TextField>
          )}
        />
        <TextField
          {...muiRegister(form.register('content'))}
          required
          multiline
          minRows={4}
          label={t('form.content')}
          placeholder={t('form.contentPlaceholder')}
          error={Boolean(errors.content)}
          helperText={message(errors.content?.message)}
          fullWidth
        />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 4,
            rowGap: 1,
          }}
        >
          {REVIEW_CATEGORIES.map((key) => (
            <Controller
              key={key}
              control={form.control}
              name={`reviewData.${key}`}
              render={({ field }) => (
                <CategorySlider name={key} value={field.value} onChange={field.onChange} />
              )}
            />
          ))}
        </Box>
        <Box
          aria-live="polite"
          data-testid="form-overall"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography sx={{ fontWeight: 700 }}>{t('form.overall')}</Typography>
          <StarRating value={overall} />
          <Typography component="span" sx={{ fontWeight: 800, color: 'primary.main' }}>
            {formatScore(overall, i18n.language)}
          </Typography>
          <Typography component="span" color="text.secondary">
            {t(ratingLabelKey(overall))}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
          <Button onClick={onBack} color="inherit" disabled={sending}>
            {t('form.back')}
          </Button>
          <BusyButton type="submit" busy={sending}>
            {t('form.send')}
          </BusyButton>
        </Box>
      </Stack>
    </Card>
  );
}
