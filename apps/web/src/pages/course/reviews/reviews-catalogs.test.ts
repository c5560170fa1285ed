import { describe, expect, it } from 'vitest';
import { MSG, REVIEW_CATEGORIES, ratingLabel } from '@bgc/shared';
import { loadCatalog } from '../../../i18n/catalog-testing.js';
import { RATING_LABEL_KEYS } from './review-format.js';

/** The 'reviews' catalog keeps the spec's texts verbatim in English (parity: i18n/catalogs.test.ts). */
const en = loadCatalog('en', 'reviews');

describe('reviews catalogs', () => {
  it('keeps the spec texts verbatim in English (REV-001/003/005/007/008/010/017)', () => {
    const exact: Record<string, string> = {
      title: 'Latest reviews {{course}}',
      write: 'Write a Review',
      empty: '{{course}} has not any reviews yet.',
      'filter.all': 'All Language',
      'form.send': 'Send',
      'form.back': 'Back',
      'msg.required': MSG.required,
      'categories.facilities': 'Facilities',
      'categories.maintenance': 'Course maintenance',
      'categories.surroundings': 'Surroundings',
      'categories.clubhouse': 'Clubhouse',
      'categories.value': 'Value for money',
      'delete.title': 'Confirm your action',
      'delete.message': 'Do you want to delete this post ?',
      'latest.seeAll': 'See all',
      'card.edit': 'Edit',
      'card.delete': 'Delete',
    };
    for (const [key, text] of Object.entries(exact)) expect(en.get(key), key).toBe(text);
    expect(REVIEW_CATEGORIES.every((key) => en.has(`categories.${key}`))).toBe(true);
  });

  it('has the seven rating labels of REV-018 in English', () => {
    for (const rating of [5, 4.2, 3.7, 3.2, 2.7, 2.2, 1]) {
      const label = ratingLabel(rating);
      expect(en.get(`label.${RATING_LABEL_KEYS[label]}`)).toBe(label);
    }
  });
});
