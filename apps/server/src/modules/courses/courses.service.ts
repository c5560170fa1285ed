import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type {
  Championship,
  CourseDetail,
  CourseSummary,
  CoursesQuery,
  Page,
  RankingContext,
  UiLanguage,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { notFound, validationError } from '../../lib/errors.js';
import { keepAnswer } from '../../lib/kept-answer.js';
import { onRankingChanged } from '../ranking/ranking.service.js';
import { loadRankingContext } from '../ranking/ranking.repository.js';
import { findMergeTarget } from '../course-corrections/course-corrections.repository.js';
import {
  findCoursePage,
  type CourseFilters,
  findAreaTotals,
  findLocations,
  type AreaTotals,
} from './courses.repository.js';
import { findCourseDetail, type CourseDetailRow } from './course-detail.repository.js';
import { isFollowing } from '../members/members.repository.js';
import { presentCourseDetail, presentCourseSummary, presentPeer } from './courses.presenter.js';
import { loadActor } from '../../lib/policy-actor.js';
import * as coursePolicy from '../course-admin/course.policy.js';
import { findClubCourseRows } from './course-club.repository.js';
import { LocationClusterIndexes, type ClustersAnswer } from './location-clusters.js';

/** A serialized location list with its ETag and its compressed forms. */
export interface LocationsBody {
  body: string;
  etag: string;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Course lists and course detail (T17, T18, T19). Ranking pages are read far more
 * often than rankings change, so list pages are cached in memory and the cache is
 * dropped whenever the ranking is recomputed (D-05).
 */
export class CourseService {
  private readonly pages = new LRUCache<string, Page<CourseSummary>>({ max: 5000 });

  constructor(private readonly db: Db) {
    onRankingChanged(() => {
      this.pages.clear();
      this.totals = null;
      this.context = null;
    });
  }

  /** T17: a page of courses in rank order. 400 when `filter_country` and `countryId` disagree. */
  async list(query: CoursesQuery, lang: UiLanguage): Promise<Page<CourseSummary>> {
    if (
      query.filter_country !== undefined &&
      query.countryId !== undefined &&
      query.filter_country !== query.countryId
    ) {
      throw validationError('Invalid parameter: countryId', {
        countryId: 'countryId and filter_country name different countries',
      });
    }
    const filters: CourseFilters = {
      countryId: query.filter_country ?? query.countryId,
      zoneId: query.filter_zoneId,
      nameLike: query.filter_name_like,
      city: query.filter_city,
      state: query.filter_state,
    };
    const key = JSON.stringify([lang, query.page, query.limit, filters]);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const { rows, total } = await findCoursePage(
      this.db,
      filters,
      query.page,
      query.limit,
      await this.areaTotal(filters),
    );
    // decision 075: kept, so each cached page is serialized and tagged once
    const page: Page<CourseSummary> = keepAnswer({
      list: rows.map((row) => presentCourseSummary(row, lang)),
      total,
      totalPages: Math.ceil(total / query.limit),
      currentPage: query.page,
    });
    this.pages.set(key, page);
    return page;
  }

  /**
   * The course count of a list filtered by one area at most, from the totals kept by the
   * ranking recompute (so ranking pages need no count query); undefined otherwise.
   */
  private async areaTotal(f: CourseFilters): Promise<number | undefined> {
    if (f.nameLike !== undefined || f.city !== undefined || f.state !== undefined) return undefined;
    if (f.countryId !== undefined && f.zoneId !== undefined) return undefined;
    this.totals ??= findAreaTotals(this.db);
    const totals = await this.totals;
    if (f.countryId !== undefined) return totals.countries.get(f.countryId) ?? 0;
    if (f.zoneId !== undefined) return totals.zones.get(f.zoneId) ?? 0;
    return totals.world;
  }

  private totals: Promise<AreaTotals> | null = null;

  /**
   * Drops the location lists and the cluster indexes (decision 056) after an administrator's
   * correction (removal, merge, location).
   */
  forgetLocations(): void {
    this.locations.clear();
    this.clusterIndexes.forget();
  }

  /** Decision 056: the supercluster index of each area asked for, built from its locations. */
  private readonly clusterIndexes = new LocationClusterIndexes((area) =>
    findLocations(this.db, area),
  );

  /**
   * Decision 056 (MAP-001..003): the clusters and single courses of an area inside `bbox`
   * ([west, south, east, north], degrees) at the map's integer `zoom`, with a weak ETag.
   */
  locationClusters(
    filter: { countryId?: number | undefined; zoneId?: number | undefined },
    zoom: number,
    bbox: readonly [number, number, number, number],
  ): Promise<ClustersAnswer> {
    return this.clusterIndexes.clusters(filter, zoom, bbox);
  }

  /** Serialized location lists by area, with their ETag (dropped by `forgetLocations`). */
  private readonly locations = new LRUCache<string, LocationsBody>({ max: 300 });

  /**
   * OPEN-010 / MAP-003: `{list: ['id,lat,lng', …]}` of an area's courses with coordinates
   * (5 decimals, about 1 m), serialized once per area with a strong ETag.
   */
  async locationsOf(filter: {
    countryId?: number | undefined;
    zoneId?: number | undefined;
  }): Promise<LocationsBody> {
    const key = `${filter.countryId ?? ''}/${filter.zoneId ?? ''}`;
    const cached = this.locations.get(key);
    if (cached) return cached;
    const rows = await findLocations(this.db, filter);
    const list = rows.map((r) => `${r.id},${r.lat.toFixed(5)},${r.lng.toFixed(5)}`);
    const body = JSON.stringify({ list });
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // compressed once here: re-compressing 0.8 MB per request costs ~50 ms of CPU
    const entry: LocationsBody = {
      body,
      etag,
      gzip: gzipSync(body, { level: 9 }),
      br: brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    };
    this.locations.set(key, entry);
    return entry;
  }

  /** T18: a course by id; 404 when unknown. `viewerId` fills `isFollowed`. */
  async getById(
    id: number,
    lang: UiLanguage,
    viewerId: number | null = null,
  ): Promise<CourseDetail> {
    const row = await findCourseDetail(this.db, { id });
    if (!row) throw notFound('Golf course not found');
    return this.detail(row, lang, viewerId);
  }

  /** D-16 / decision 034 (ODbL §4.6): the clubs and their courses, for the open-data file. */
  clubCourseRows() {
    return findClubCourseRows(this.db);
  }

  /** T19 / OPEN-011: a course by slug (and country slug); 404 when unknown. */
  async getBySlug(
    slug: string,
    countrySlug: string | undefined,
    lang: UiLanguage,
    viewerId: number | null = null,
  ): Promise<CourseDetail> {
    const row = await findCourseDetail(this.db, { slug, countrySlug });
    if (!row) throw notFound('Golf course not found');
    return this.detail(row, lang, viewerId);
  }

  /**
   * T18 / T19 with decision 034's moves: the course at an address (id, or slug and country
   * slug), or the course a merged duplicate's or a former slug's address now points to
   * (`moved`); 404 when neither. A live course is read in one statement with its page parts,
   * and the merge chain is followed only when the address holds no live course (decision 050).
   */
  async resolve(
    where: { id: number } | { slug: string; countrySlug?: string | undefined },
    lang: UiLanguage,
    viewerId: number | null,
  ): Promise<
    | { moved: { id: number; slug: string; countrySlug: string }; course?: never }
    | { course: CourseDetail; moved?: never }
  > {
    const row = await findCourseDetail(this.db, where);
    if (row && row.course.mergedIntoId === null) {
      return { course: await this.detail(row, lang, viewerId) };
    }
    const moved = await findMergeTarget(this.db, where);
    if (moved) return { moved };
    if (!row) throw notFound('Golf course not found');
    return { course: await this.detail(row, lang, viewerId) };
  }

  /**
   * D-05: the constants of the last recompute, read once and kept until the next recompute
   * (the same moment the page cache is dropped).
   */
  private rankingContext(): Promise<RankingContext> {
    if (!this.context) {
      const loading = loadRankingContext(this.db);
      this.context = loading;
      // a failed read is not kept: the next page asks again
      loading.catch(() => {
        if (this.context === loading) this.context = null;
      });
    }
    return this.context;
  }

  private context: Promise<RankingContext> | null = null;

  private async detail(
    row: CourseDetailRow,
    lang: UiLanguage,
    viewerId: number | null,
  ): Promise<CourseDetail> {
    const courseId = row.course.id;
    const { platforms, reviews, facts, peers, recognitions, club } = row.parts;
    const [context, followed, rights] = await Promise.all([
      this.rankingContext(),
      viewerId === null ? false : isFollowing(this.db, viewerId, 'course', courseId),
      loadActor(this.db, viewerId === null ? null : { userId: viewerId }),
    ]);
    return {
      ...presentCourseDetail(
        row,
        lang,
        platforms.some((p) => p.synthetic),
        facts as Championship[],
        { platforms, memberReviews: { count: reviews.total, demo: reviews.demo }, context },
        club,
      ),
      isFollowed: followed,
      courseRole: coursePolicy.courseRole(rights, { id: courseId }),
      ...coursePolicy.abilities(rights, { id: courseId }),
      coursePeers: peers.map(presentPeer),
      overallRating: Math.round(reviews.overall * 10) / 10,
      totalReview: reviews.total,
      recognitions,
    };
  }
}
