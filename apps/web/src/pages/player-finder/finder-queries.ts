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
export function useStates(countryId: number | null) {
  return useQuery({
    queryKey: ['countries', 'states', countryId ?? 0],
    queryFn: ({ signal }) => api.get(`/countries/states/${countryId}`, { signal }),
    enabled: countryId !== null,
    staleTime: STALE,
  });
}
export function useCities(stateId: number | null) {
  return useQuery({
    queryKey: ['states', 'cities', stateId ?? 0],
    queryFn: ({ signal }) => api.get(`/states/cities/${stateId}`, { signal }),
    enabled: stateId !== null,
    staleTime: STALE,
  });
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
