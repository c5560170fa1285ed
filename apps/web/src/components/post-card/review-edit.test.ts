import { describe, expect, it } from 'vitest';
import { reviewEditPath } from './review-edit.js';

describe('reviewEditPath', () => {
  const courseDetail = { id: 1, name: 'Golf', slug: 'golf-d-albret', countrySlug: 'france' };
  it("leads a review post's Edit to the course's Reviews tab with the own review open", () => {
    expect(reviewEditPath({ type: 4, courseDetail })).toBe(
      '/top-golf-courses-france/golf-d-albret-golf-course/reviews.html?edit=mine',
    );
  });
  it('is null for other posts and reviews without a course', () => {
    expect(reviewEditPath({ type: 1, courseDetail })).toBeNull();
    expect(reviewEditPath({ type: 4, courseDetail: null })).toBeNull();
  });
});
