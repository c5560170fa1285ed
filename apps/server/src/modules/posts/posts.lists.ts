import { LRUCache } from 'lru-cache';
import {
  PostType,
  normalizeHashtag,
  type Post,
  type PostListQuery,
  type PostPage,
  type UiLanguage,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { localize } from '../../lib/language.js';
import { loadActor, type PolicyActor } from '../../lib/policy-actor.js';
import { abilities } from './posts.policy.js';
import { presentPost } from './posts.presenter.js';
import { withCurrentCourseMentions } from './course-mentions.js';
import {
  countPosts,
  findDiscussionTagCounts,
  findLanguageCounts,
  findLikedIds,
  findPostMedia,
  findPostPage,
  findRatings,
  findTopTags,
  type PostFilters,
  type PostRow,
} from './posts.repository.js';

/**
 * The read side of posts (T60–T62, T66; POST-027, FEED-002, VLOG-003, COMM-003/006/007): pages
 * of posts with the caller's abilities and likes, the forum's tag and language counts, and the
 * list totals kept a few seconds. `PostService` (posts.service.ts) adds the writes and drops
 * the kept counts after each one.
 */
export class PostLists {
  constructor(protected readonly db: Db) {}

  /** T60: a page of posts; discussions (type 8 only) add tag and language counts. */
  async list(query: PostListQuery, actor: Actor | null, lang: UiLanguage): Promise<PostPage> {
    const filters: PostFilters = {
      profileId: query.filter_profile,
      types: query.filter_type,
      courseId: query.filter_course,
      countryId: query.filter_country,
      zoneId: query.filter_zone,
      languageId: query.filter_language,
      id: query.filter_id,
      exceptIds: query.except_id,
      // a tag that is not a valid hashtag matches nothing ('#' is never part of a stored tag)
      tag: query.has_tags_name ? (normalizeHashtag(query.has_tags_name) ?? '#') : undefined,
    };
    const page = await this.page(filters, query.sort_desc, query.page, query.limit, actor, lang);
    const discussions =
      query.filter_type?.length === 1 && query.filter_type[0] === PostType.Discussion;
    if (!discussions) return page;
    return {
      ...page,
      ...(await this.discussionCounts(lang, filters.languageId || undefined, filters.tag)),
    };
  }

  /**
   * List totals by filter, kept a few seconds: counting every live post on each page is what
   * cost the feed at 100,000 posts (bench/README.md "Post lists at scale"). Writes drop them.
   */
  private readonly totals = new LRUCache<string, number>({ max: 2000, ttl: 10_000 });
  private readonly forumCounts = new LRUCache<string, Pick<PostPage, 'tags' | 'languages'>>({
    max: 500,
    ttl: 30_000,
  });

  private async total(filters: PostFilters): Promise<number> {
    if (filters.id !== undefined || filters.exceptIds?.length) return countPosts(this.db, filters);
    const key = JSON.stringify(filters);
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const n = await countPosts(this.db, filters);
    this.totals.set(key, n);
    return n;
  }

  /**
   * COMM-007 tag and language counts of the forum, shared by every page for 30 s. Each facet
   * counts under the other selected filter: the tag counts within the chosen
   * language, the language counts within the chosen tag.
   */
  private async discussionCounts(
    lang: UiLanguage,
    languageId: number | undefined,
    tag: string | undefined,
  ): Promise<Pick<PostPage, 'tags' | 'languages'>> {
    const key = JSON.stringify([lang, languageId ?? null, tag ?? null]);
    const cached = this.forumCounts.get(key);
    if (cached) return cached;
    const [tags, langs] = await Promise.all([
      findDiscussionTagCounts(this.db, 30, languageId),
      findLanguageCounts(this.db, [PostType.Discussion], tag),
    ]);
    const counts = {
      tags,
      languages: langs.map((l) => ({ id: l.id, name: localize(l.names, lang), count: l.count })),
    };
    this.forumCounts.set(key, counts);
    return counts;
  }

  /** Decision 030: drops the cached totals and forum counts (an account deletion moved them). */
  forgetCounts(): void {
    this.written();
  }

  /** Drops cached totals after a write, so the writer sees the new counts at once. */
  protected written(): void {
    this.totals.clear();
    this.forumCounts.clear();
  }

  /** T62 (FEED-002): posts of the members and courses the caller follows. */
  async subscription(
    actor: Actor,
    page: number,
    limit: number,
    lang: UiLanguage,
  ): Promise<PostPage> {
    return this.page({ subscriberId: actor.userId }, 'createdDate', page, limit, actor, lang);
  }

  /** T61 (VLOG-003): languages of the posts of the given types, with counts. */
  async languages(types: number[], lang: UiLanguage) {
    const rows = await findLanguageCounts(this.db, types);
    return {
      languages: rows.map((l) => ({ id: l.id, name: localize(l.names, lang), count: l.count })),
    };
  }

  /** T66: most used hashtags. */
  async tags(limit: number) {
    return { tags: await findTopTags(this.db, limit) };
  }

  /** One live post for the caller; 404 when gone (POST-027). */
  async one(id: number, actor: Actor | null, lang: UiLanguage): Promise<Post> {
    const page = await this.page({ id }, 'createdDate', 1, 1, actor, lang);
    const post = page.list[0];
    if (!post) throw notFound('The post is not longer available');
    return post;
  }

  private async page(
    filters: PostFilters,
    sort: 'createdDate' | 'totalComment',
    page: number,
    limit: number,
    actor: Actor | null,
    lang: UiLanguage,
  ): Promise<PostPage> {
    const [rows, total] = await Promise.all([
      findPostPage(this.db, filters, sort, page, limit),
      this.total(filters),
    ]);
    const ids = rows.map((r) => r.post.id);
    const [mediaByPost, ratings, liked, rights] = await Promise.all([
      findPostMedia(this.db, ids),
      findRatings(
        this.db,
        rows.filter((r) => r.post.type === PostType.Review).map((r) => r.post.id),
      ),
      actor ? findLikedIds(this.db, actor.userId, 'post', ids) : new Set<number>(),
      loadActor(this.db, actor),
    ]);
    // decision 049: '@' course mentions name each course as it is now
    const list = await withCurrentCourseMentions(
      this.db,
      rows.map((row) => this.present(row, rights, mediaByPost, ratings, liked, lang)),
    );
    return {
      list,
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
    };
  }

  private present(
    row: PostRow,
    rights: PolicyActor | null,
    mediaByPost: Awaited<ReturnType<typeof findPostMedia>>,
    ratings: Awaited<ReturnType<typeof findRatings>>,
    liked: Set<number>,
    lang: UiLanguage,
  ): Post {
    return presentPost(
      row,
      {
        media: mediaByPost.get(row.post.id) ?? [],
        rating: ratings.get(row.post.id),
        isLiked: liked.has(row.post.id),
        ...abilities(rights, row.post),
      },
      lang,
    );
  }
}
