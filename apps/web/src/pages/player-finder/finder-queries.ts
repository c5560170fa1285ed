import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CountryListItem, City, Host, Page, State } from '@bgc/shared';
import { apiGet, apiRequest } from '../../lib/api-client.js';

/** FIND-005..011, FIND-028: the finder's calls. */
const STALE = 60 * 60_000;

export function useCountries(lang: string) {
  return useQuery({
    queryKey: ['countries', 'all', lang],
    queryFn: ({ signal }) =>
      apiGet<{ list: CountryListItem[] }>('/countries/all', undefined, signal),
    staleTime: STALE,
  });
}
export function useStates(countryId: number | null) {
  return useQuery({
    queryKey: ['countries', 'states', countryId ?? 0],
    queryFn: ({ signal }) =>
      apiGet<{ list: State[] }>(`/countries/states/${countryId}`, undefined, signal),
    enabled: countryId !== null,
    staleTime: STALE,
  });
}
export function useCities(stateId: number | null) {
  return useQuery({
    queryKey: ['states', 'cities', stateId ?? 0],
    queryFn: ({ signal }) =>
      apiGet<{ list: City[] }>(`/states/cities/${stateId}`, undefined, signal),
    enabled: stateId !== null,
    staleTime: STALE,
  });
}

export const myHostKey = (userId: number) => ['hosts', 'me', userId] as const;

export function useMyHost(userId: number | null) {
  return useQuery({
    queryKey: myHostKey(userId ?? 0),
    queryFn: ({ signal }) => apiGet<{ host: Host | null }>('/hosts/me', undefined, signal),
    enabled: userId !== null,
  });
}

export function useSaveHost(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, create }: { body: unknown; create: boolean }) =>
      apiRequest<{ host: Host }>(create ? 'POST' : 'PUT', '/hosts', { body }),
    onSuccess: (data) => client.setQueryData(myHostKey(userId), data),
  });
}

export function useHostStatus(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      apiRequest<{ status: 'active' | 'inactive' }>(
        'PUT',
        `/hosts/status/${active ? 'active' : 'inactive'}`,
      ),
    onSuccess: ({ status }) =>
      client.setQueryData<{ host: Host | null }>(myHostKey(userId), (old) =>
        old?.host ? { host: { ...old.host, status } } : old,
      ),
  });
}

export function searchHosts(body: unknown) {
  return apiRequest<Page<Host>>('POST', '/hosts/search', { body });
}

export function sendGolfRequest(friend: number, requestData: unknown) {
  return apiRequest('POST', '/friend/request', { body: { friend, requestData } });
}
