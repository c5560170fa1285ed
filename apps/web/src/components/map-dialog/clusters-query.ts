import { api } from '../../lib/api-client.js';
import { clustersKey, clustersQuery, type MapArea, type MapView } from './map-query.js';

/**
 * Decision 056: the query of the clusters of an area's view (`GET /courses/location-clusters`),
 * kept 10 minutes, not retried (MAP-005 closes the dialog on a failure). The same options serve
 * the dialog's `useQuery` and the Map button's prefetch of the opening view.
 */
export function clustersOptions(area: MapArea, view: MapView) {
  return {
    queryKey: clustersKey(area, view),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get('/courses/location-clusters', { query: clustersQuery(area, view), signal }),
    staleTime: 10 * 60_000,
    retry: false,
  } as const;
}
