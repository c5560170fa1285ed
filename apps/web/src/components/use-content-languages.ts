import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.js';

/**
 * The content languages a review (REV-007) or a post (POST-021) is written in: `GET
 * /languages/all`, names in the UI language, fresh for an hour.
 */
export function useContentLanguages(uiLanguage: string) {
  return useQuery({
    queryKey: ['languages', 'all', uiLanguage],
    queryFn: ({ signal }) => api.get('/languages/all', { signal }),
    staleTime: 60 * 60_000,
  });
}
