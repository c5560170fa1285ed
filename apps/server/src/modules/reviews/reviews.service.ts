import {
  REVIEW_CATEGORIES,
  reviewOverall,
  type Page,
  type Review,
  type ReviewData,
  type ReviewInfo,
  type ReviewInput,
  type ReviewListQuery,
  type UiLanguage,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import { notFound, validationError } from '../../lib/errors.js';
import { localize } from '../../lib/language.js';
import { findAllLanguages } from '../geo/geo.repository.js';
import { findCourseById } from '../courses/courses.repository.js';
import { loadActor, type PolicyActor } from '../../lib/policy-actor.js';
import { abilities, authorize } from './reviews.policy.js';
import {
  deleteReview,
  findMemberReviewId,
  findReview,
  findReviewLanguages,
  findReviewPage,
  findReviewTotals,
  insertReview,
  refreshOwnPlatformStats,
  updateReview,
  type ReviewRow,
} from './reviews.repository.js';
import { presentReview } from './reviews.presenter.js';

/** Something to tell when a course's ratings changed (the debounced ranking recompute, D-05). */
export interface RatingsChanged {
  trigger(): void;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Course reviews (REV-*, D-09): one live review per member and course, `overall` computed
 * here, and every change feeds the course's own platform stats and the ranking (D-05).
 */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly ratingsChanged: RatingsChanged,
  ) {}

  /** T53: a page of reviews with the caller's abilities. */
  async list(query: ReviewListQuery, actor: Actor | null, lang: UiLanguage): Promise<Page<Review>> {
    const { rows, total } = await findReviewPage(
      this.db,
      query.filter_course,
      query.filter_language,
      query.page,
      query.limit,
    );
    const rights = await loadActor(this.db, actor);
    return {
      list: rows.map((row) => this.present(row, rights, lang)),
      total,
      totalPages: Math.ceil(total / query.limit),
      currentPage: query.page,
    };
  }

  /** T54: totals of a course's reviews (REV-006, OPEN-001: overall rounded to 1 decimal). */
  async info(courseId: number, actor: Actor | null, lang: UiLanguage): Promise<ReviewInfo> {
    const [totals, langs, mine] = await Promise.all([
      findReviewTotals(this.db, courseId),
      findReviewLanguages(this.db, courseId),
      actor ? findMemberReviewId(this.db, courseId, actor.userId) : null,
    ]);
    return {
      overallRating: round1(totals.overall),
      totalReview: totals.total,
      reviewData: {
        facilities: round1(totals.facilities),
        maintenance: round1(totals.maintenance),
        surroundings: round1(totals.surroundings),
        clubhouse: round1(totals.clubhouse),
        value: round1(totals.value),
      },
      languages: langs.map((l) => ({ id: l.id, name: localize(l.names, lang), count: l.count })),
      myReviewId: mine,
    };
  }

  /**
   * T55: writes the member's review; when one already exists it is updated instead (D-09).
   * 400 unknown language, 404 unknown course.
   */
  async create(actor: Actor, input: ReviewInput, lang: UiLanguage): Promise<Review> {
    await this.checkRefs(input);
    const scores = scoresOf(input);
    const existing = await findMemberReviewId(this.db, input.course, actor.userId);
    /** Writes the input over the member's review `reviewId` (D-09: one review per course). */
    const rewrite = (reviewId: number) =>
      updateReview(
        this.db,
        reviewId,
        { languageId: input.language, content: input.content },
        scores,
      );
    let id: number;
    if (existing !== null) {
      await rewrite(existing);
      id = existing;
    } else {
      try {
        id = await insertReview(
          this.db,
          {
            authorId: actor.userId,
            courseId: input.course,
            languageId: input.language,
            content: input.content,
          },
          scores,
        );
      } catch (err) {
        // a concurrent first write by the same member: the unique index kept one (D-09)
        const again = await findMemberReviewId(this.db, input.course, actor.userId);
        if (again === null) throw err;
        await rewrite(again);
        id = again;
      }
    }
    return this.changed(id, input.course, actor, lang);
  }

  /** T56: the author updates the review. 404 unknown; 403 someone else's. */
  async update(actor: Actor, id: number, input: ReviewInput, lang: UiLanguage): Promise<Review> {
    const row = await findReview(this.db, id);
    if (!row) throw notFound('Review not found');
    authorize(await loadActor(this.db, actor), 'update', { authorId: row.author.id });
    if (input.course !== row.course.id)
      throw validationError('Invalid parameter: course', {
        course: 'A review stays on its course',
      });
    await this.checkRefs(input);
    await updateReview(
      this.db,
      id,
      { languageId: input.language, content: input.content },
      scoresOf(input),
    );
    return this.changed(id, row.course.id, actor, lang);
  }

  /** T57: the author or an Administrator deletes the review (OPEN-022). */
  async remove(actor: Actor, id: number): Promise<{ success: true }> {
    const row = await findReview(this.db, id);
    if (!row) throw notFound('Review not found');
    authorize(await loadActor(this.db, actor), 'delete', { authorId: row.author.id });
    await deleteReview(this.db, id, row.author.id);
    await refreshOwnPlatformStats(this.db, row.course.id);
    this.ratingsChanged.trigger();
    return { success: true };
  }

  private async changed(
    id: number,
    courseId: number,
    actor: Actor,
    lang: UiLanguage,
  ): Promise<Review> {
    await refreshOwnPlatformStats(this.db, courseId);
    this.ratingsChanged.trigger();
    const row = await findReview(this.db, id);
    if (!row) throw notFound('Review not found');
    return this.present(row, await loadActor(this.db, actor), lang);
  }

  private present(row: ReviewRow, rights: PolicyActor | null, lang: UiLanguage): Review {
    return presentReview(row, lang, abilities(rights, { authorId: row.author.id }));
  }

  private async checkRefs(input: ReviewInput): Promise<void> {
    if (!(await findCourseById(this.db, input.course))) throw notFound('Golf course not found');
    const known = (await findAllLanguages(this.db)).some((l) => l.id === input.language);
    if (!known)
      throw validationError('Invalid parameter: language', { language: 'Unknown language' });
  }
}

/** D-09: the five scores as given and `overall` as their mean (a client value is ignored). */
function scoresOf(input: ReviewInput): ReviewData {
  const d = input.reviewData;
  const five = Object.fromEntries(REVIEW_CATEGORIES.map((k) => [k, d[k]])) as Record<
    (typeof REVIEW_CATEGORIES)[number],
    number
  >;
  return { ...five, overall: reviewOverall(five) };
}
