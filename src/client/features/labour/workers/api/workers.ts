import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addWorker,
  listWorkers,
  updateWorker,
  type AddWorker,
  type ListWorkersQuery,
  type UpdateWorker,
} from '@shared/api/labour/workers';
import { api } from '@client/lib/api';

const WORKERS_KEY = ['labour', 'workers'] as const;

export const workersQuery = (filters: ListWorkersQuery) =>
  queryOptions({
    queryKey: [...WORKERS_KEY, filters],
    queryFn: async () => (await api(listWorkers, { query: filters })).workers,
  });

export function useWorkers(filters: ListWorkersQuery) {
  return useQuery({ ...workersQuery(filters), placeholderData: (previous) => previous });
}

function useInvalidateWorkers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WORKERS_KEY });
}

export function useAddWorker() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: (body: AddWorker) => api(addWorker, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateWorker() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: (body: UpdateWorker) => api(updateWorker, { body }),
    onSuccess: invalidate,
  });
}
