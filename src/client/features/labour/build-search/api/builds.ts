import { useMutation } from '@tanstack/react-query';
import { searchBuilds, type BuildSearchQuery } from '@shared/api/labour/build-search';
import { api } from '@client/lib/api';

/** One search per press of Search (a mutation: the answer belongs to the filters that were sent). */
export function useBuildSearch() {
  return useMutation({ mutationFn: (query: BuildSearchQuery) => api(searchBuilds, { query }) });
}
