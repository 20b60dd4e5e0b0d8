import { useMutation } from '@tanstack/react-query';
import { searchTrucks, type TruckSearchQuery } from '@shared/api/labour/build-search';
import { api } from '@client/lib/api';

/** One search per press of Search. */
export function useTruckSearch() {
  return useMutation({ mutationFn: (query: TruckSearchQuery) => api(searchTrucks, { query }) });
}
