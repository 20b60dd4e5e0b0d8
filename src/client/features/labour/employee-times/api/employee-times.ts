import { useMutation } from '@tanstack/react-query';
import { getEmployeeTimes, type EmployeeTimesQuery } from '@shared/api/labour/employee-times';
import { api } from '@client/lib/api';

/** One search per press of Search. */
export function useEmployeeTimes() {
  return useMutation({
    mutationFn: async (query: EmployeeTimesQuery) => (await api(getEmployeeTimes, { query })).times,
  });
}
