import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinderRequestData, Host, HostInput, HostSearch } from '@bgc/shared';
import { api } from '../../lib/api-client.js';

/** FIND-005..011, FIND-028: the finder's calls. */
const STALE = 60 * 60_000;

export function useCountries(lang: string) {
  return useQuery({
    queryKey: ['countries', 'all', lang],
    queryFn: ({ signal }) => api.get('/countries/all', { signal }),
    staleTime: STALE,
  });
}
/**
 * The places one level below a chosen parent (a country's states, a state's cities): cached
 * under `[...key, parentId]` (0 while none is chosen) and idle until `parentId` is set.
 */
function useChildPlaces<T>(
  key: readonly [string, string],
  parentId: number | null,
  fetch: (id: number, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: [...key, parentId ?? 0],
    queryFn: ({ signal }) => fetch(parentId ?? 0, signal),
    enabled: parentId !== null,
    staleTime: STALE,
  });
}

export function useStates(countryId: number | null) {
  return useChildPlaces(['countries', 'states'], countryId, (id, signal) =>
    api.get(`/countries/states/${id}`, { signal }),
  );
}

export const myHostKey = (userId: number) => ['hosts', 'me', userId] as const;

export function useMyHost(userId: number | null) {
  return useQuery({
    queryKey: myHostKey(userId ?? 0),
    queryFn: ({ signal }) => api.get('/hosts/me', { signal }),
    enabled: userId !== null,
  });
}

export function useSaveHost(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, create }: { body: HostInput; create: boolean }) =>
      create ? api.post('/hosts', { body }) : api.put('/hosts', { body }),
    onSuccess: (data) => client.setQueryData(myHostKey(userId), data),
  });
}

export function useHostStatus(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => api.put(`/hosts/status/${active ? 'active' : 'inactive'}`),
    onSuccess: ({ status }) =>
      client.setQueryData<{ host: Host | null }>(myHostKey(userId), (old) =>
        old?.host ? { host: { ...old.host, status } } : old,
      ),
  });
}

export function searchHosts(body: HostSearch) {
  return api.post('/hosts/search', { body });
}

export function sendGolfRequest(friend: number, requestData: FinderRequestData) {
  return api.post('/friend/request', { body: { friend, requestData } });
}
