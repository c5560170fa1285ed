import type { Post, PostPage } from '@bgc/shared';

/**
 * The newsfeed's paging (FEED-002..008, OPEN-077), pure: a signed-in member pages through the
 * subscription feed first; when it ends, the general feed follows, excluding the posts
 * already shown. An empty subscription feed falls back to the general feed at once, and a
 * visitor starts there.
 */

export type FeedSource = 'subscription' | 'general';

/** What one feed page asks for. */
export interface FeedParam {
  source: FeedSource;
  page: number;
  /**
   * Ids shown by the subscription feed: sent as except_id by the general feed; carried by a
   * subscription page for the general feed that replaces it if it comes back empty.
   */
  exceptIds: number[];
}

/** A loaded feed page: what was asked and the server's page. */
export interface FeedPage {
  param: FeedParam;
  list: Post[];
  currentPage: number;
  totalPages: number;
}

/** FEED-002 / FEED-005: members start with their subscriptions, visitors with everyone. */
export const firstFeedParam = (signedIn: boolean): FeedParam => ({
  source: signedIn ? 'subscription' : 'general',
  page: 1,
  exceptIds: [],
});

/** FEED-007: a page ends its feed when it is the last one or comes back empty. */
export const isLastPage = (page: Pick<PostPage, 'currentPage' | 'totalPages' | 'list'>) =>
  page.list.length === 0 || page.currentPage >= page.totalPages;

/** The ids of the subscription pages loaded so far. */
const subscriptionIds = (pages: readonly FeedPage[]): number[] =>
  pages.filter((p) => p.param.source === 'subscription').flatMap((p) => p.list.map((x) => x.id));

/**
 * FEED-003 / FEED-007: the page after `last`: the next subscription page, or the first general
 * page once the subscriptions end (except_id = the ids shown), the next general page, or
 * undefined when the general feed has ended too.
 */
export function nextFeedParam(last: FeedPage, pages: readonly FeedPage[]): FeedParam | undefined {
  if (last.param.source === 'subscription') {
    if (!isLastPage(last))
      return {
        source: 'subscription',
        page: last.param.page + 1,
        exceptIds: subscriptionIds(pages),
      };
    return { source: 'general', page: 1, exceptIds: subscriptionIds(pages) };
  }
  if (isLastPage(last)) return undefined;
  return { ...last.param, page: last.param.page + 1 };
}

/** The calls a feed page is made of (injected so the rule can be tested without HTTP). */
export interface FeedFetchers {
  subscription: (page: number) => Promise<PostPage>;
  general: (page: number, exceptIds: number[]) => Promise<PostPage>;
}

/**
 * Loads the page `param` asks for. A subscription page that comes back empty (or fails)
 * ends the subscriptions there and the first general page is loaded in its place (FEED-004),
 * so the member never waits on an empty page.
 */
export async function loadFeedPage(param: FeedParam, fetchers: FeedFetchers): Promise<FeedPage> {
  if (param.source === 'subscription') {
    const page = await fetchers.subscription(param.page).catch(() => null);
    if (page && page.list.length > 0) return { param, ...pick(page) };
    const general: FeedParam = { source: 'general', page: 1, exceptIds: param.exceptIds };
    return loadFeedPage(general, fetchers);
  }
  const page = await fetchers.general(param.page, param.exceptIds);
  return { param, ...pick(page) };
}

const pick = (page: PostPage) => ({
  list: page.list,
  currentPage: page.currentPage,
  totalPages: page.totalPages,
});

/** An entry of the rendered feed. */
export type FeedItem = { kind: 'post'; post: Post } | { kind: 'caughtUp' };

/**
 * The feed as shown: the posts in order, each once, with the 'You're All Caught Up' card
 * between the subscription posts and the general ones (FEED-003). OPEN-077: the card shows
 * only when at least one subscription post was shown and the subscriptions have ended.
 */
export function feedItems(pages: readonly FeedPage[]): FeedItem[] {
  const items: FeedItem[] = [];
  const seen = new Set<number>();
  const subscription = pages.filter((p) => p.param.source === 'subscription');
  const hadSubscriptionPosts = subscription.some((p) => p.list.length > 0);
  const lastSubscription = subscription.at(-1);
  const subscriptionEnded =
    pages.some((p) => p.param.source === 'general') ||
    (lastSubscription !== undefined && isLastPage(lastSubscription));
  let cardShown = false;
  for (const page of pages) {
    if (page.param.source === 'general' && !cardShown && hadSubscriptionPosts) {
      items.push({ kind: 'caughtUp' });
      cardShown = true;
    }
    for (const post of page.list) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      items.push({ kind: 'post', post });
    }
  }
  if (!cardShown && hadSubscriptionPosts && subscriptionEnded) items.push({ kind: 'caughtUp' });
  return items;
}
