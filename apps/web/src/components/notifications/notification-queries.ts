import { useCallback } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS, type NotificationPage } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { useLiveEvents, type LiveMessage } from '../../lib/live-socket.js';

/**
 * Bell data (NOTIF-002..008): the first page (totalUnread) is polled every 60 s (NOTIF-003) and
 * refetched at once on a live `notification` event; the panel pages on with an infinite query.
 */
export const notificationsKey = (userId: number) => ['notifications', userId] as const;

const fetchPage = (page: number, signal?: AbortSignal) =>
  api.get('/notification', { query: { page }, signal });

/** The unread counter (NOTIF-004), live. */
export function useUnreadCount(userId: number): number {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: [...notificationsKey(userId), 'head'],
    queryFn: ({ signal }) => fetchPage(1, signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: 5_000,
  });
  useLiveEvents(
    useCallback(
      (m: LiveMessage) => {
        if (m.type === 'notification')
          void client.invalidateQueries({ queryKey: notificationsKey(userId) });
      },
      [client, userId],
    ),
  );
  return data?.totalUnread ?? 0;
}

/** The panel's pages, newest first (INPUT-007: ends at totalPages). */
export function useNotificationPages(userId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...notificationsKey(userId), 'pages'],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.currentPage < last.totalPages && last.list.length > 0 ? last.currentPage + 1 : undefined,
    enabled,
    staleTime: 0,
  });
}

type Pages = InfiniteData<NotificationPage, number>;

/** NOTIF-006/007/008: read, delete and read-all, applied to the cache at once. */
export function useNotificationActions(userId: number) {
  const client = useQueryClient();
  const patch = (change: (page: NotificationPage) => NotificationPage) => {
    client.setQueryData<Pages>([...notificationsKey(userId), 'pages'], (old) =>
      old ? { ...old, pages: old.pages.map(change) } : old,
    );
    client.setQueryData<NotificationPage>([...notificationsKey(userId), 'head'], (old) =>
      old ? change(old) : old,
    );
  };
  const settle = () => void client.invalidateQueries({ queryKey: notificationsKey(userId) });
  const read = useMutation({
    mutationFn: (id: number) => api.put(`/notification/read/${id}`),
    onMutate: (id) =>
      patch((p) => {
        const hit = p.list.some((n) => n.id === id && n.status === 1);
        return {
          ...p,
          list: p.list.map((n) => (n.id === id ? { ...n, status: 2 } : n)),
          totalUnread: Math.max(0, p.totalUnread - (hit ? 1 : 0)),
        };
      }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/notification/${id}`),
    onMutate: (id) =>
      patch((p) => {
        const gone = p.list.find((n) => n.id === id);
        return {
          ...p,
          list: p.list.filter((n) => n.id !== id),
          total: Math.max(0, p.total - (gone ? 1 : 0)),
          totalUnread: Math.max(0, p.totalUnread - (gone?.status === 1 ? 1 : 0)),
        };
      }),
    onSettled: settle,
  });
  const readAll = useMutation({
    mutationFn: () => api.put('/notification/read-all'),
    onMutate: () =>
      patch((p) => ({
        ...p,
        list: p.list.map((n) => ({ ...n, status: 2 as const })),
        totalUnread: 0,
      })),
    onSettled: settle,
  });
  return { read, remove, readAll };
}

/** Preferences on the own profile: the types turned off. */
export function useNotificationPreferences() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['notification-preferences'],
    queryFn: ({ signal }) => api.get('/notification/preferences', { signal }),
  });
  const save = useMutation({
    mutationFn: (disabledTypes: number[]) =>
      api.put('/notification/preferences', {
        body: { disabledTypes },
      }),
    onSuccess: (data) => client.setQueryData(['notification-preferences'], data),
  });
  return { query, save };
}
