import { z } from 'zod';
import { MSG, REVIEW_CATEGORIES, reviewDataInputSchema, reviewInputSchema } from '@bgc/shared';

/**
 * REV-008 / REV-009: the write form's rules, taken from the shared request schema
 * (`reviewInputSchema`, docs/style.md §3): language required, text required (both
 * 'Field is required'), five scores 0–5 in steps of 0.5. The language select holds the id
 * as text ('' = none chosen).
 */
const input = reviewInputSchema.shape;
const scores = reviewDataInputSchema.pick(
  Object.fromEntries(REVIEW_CATEGORIES.map((key) => [key, true])) as Record<
    (typeof REVIEW_CATEGORIES)[number],
    true
  >,
);

export const reviewFormSchema = z.object({
  language: z
    .string()
    .trim()
    .min(1, MSG.required)
    .transform(Number)
    .pipe(z.number().int().positive(MSG.required)),
  content: input.content,
  reviewData: scores,
});
export type ReviewFormOutput = z.output<typeof reviewFormSchema>;
