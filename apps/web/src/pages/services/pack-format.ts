import type { TFunction } from 'i18next';
import type { PackPrice } from '@bgc/shared';
import { numberFormat } from '../../lib/intl-formats.js';

/** '$49' with the reader's digit grouping, or 'Tailored' (SVC-004, SVC-009). */
export function formatPrice(t: TFunction<'services'>, price: PackPrice, lang: string): string {
  if (price === 'tailored') return t('price.tailored');
  return t('price.usd', { amount: numberFormat(lang).format(price) });
}

/** A count with the reader's digit grouping ('100,000', '100 000'). */
export const formatCount = (value: number, lang: string): string =>
  numberFormat(lang).format(value);
