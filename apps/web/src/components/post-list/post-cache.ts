import type { QueryClient } from '@tanstack/react-query';
import type { Post } from '@bgc/shared';

/**
 * Pure updates of cached post lists after an edit or a delete (POST-024, POST-008), over
 * every shape the post queries cache: a page `{list}`, infinite data `{pages: [{list}]}`, or
 * anything else (left as is).
 */

type WithList = { list: unknown[] };
const hasList = (value: unknown): value is WithList =>
  typeof value === 'object' && value !== null && Array.isArray((value as WithList).list);
/** A post, told apart from comments and media (which also have numeric ids). */
const isPost = (value: unknown): value is Post =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Post).id === 'number' &&
  typeof (value as Post).type === 'number' &&
  Array.isArray((value as Post).hashtags) &&
  Array.isArray((value as Post).media);

function mapPage<P>(page: P, change: (list: Post[]) => Post[]): P {
  if (!hasList(page)) return page;
  const posts = page.list.filter(isPost);
  if (posts.length === 0 || posts.length !== page.list.length) return page;
  const list = change(posts);
  const removed = posts.length - list.length;
  const total = (page as { total?: unknown }).total;
  return {
    ...page,
    list,
    ...(typeof total === 'number' && removed > 0 ? { total: Math.max(0, total - removed) } : {}),
  };
}

/** Applies `change` to every post list inside cached `data`. */
export function mapCachedPosts<D>(data: D, change: (list: Post[]) => Post[]): D {
  if (typeof data !== 'object' || data === null) return data;
  const pages = (data as { pages?: unknown }).pages;
  if (Array.isArray(pages))
    return { ...data, pages: pages.map((p: unknown) => mapPage(p, change)) };
  return mapPage(data, change);
}

/** The cached lists with `post` in place of its old version. */
export const replacePost = <D>(data: D, post: Post): D =>
  mapCachedPosts(data, (list) => list.map((p) => (p.id === post.id ? post : p)));

/** The cached lists without the post `id`. */
export const removePost = <D>(data: D, id: number): D =>
  mapCachedPosts(data, (list) => list.filter((p) => p.id !== id));

/** Every cached post query (`['posts', …]` and the detail `['post', id]`) updated after an edit. */
export function replacePostInCaches(queryClient: QueryClient, post: Post): void {
  queryClient.setQueriesData({ queryKey: ['posts'] }, (data: unknown) => replacePost(data, post));
  // the post detail page's copy (['post', id]), when loaded
  if (queryClient.getQueryData(['post', post.id]) !== undefined)
    queryClient.setQueryData(['post', post.id], post);
}

/** Every cached post query updated after a delete. */
export function removePostFromCaches(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData({ queryKey: ['posts'] }, (data: unknown) => removePost(data, id));
}
