import { queryOptions, useQuery } from '@tanstack/react-query';
import { logEnvelopeSchema, type LogEntry } from '@shared/api/admin/users';
import { legacyApi } from '@client/lib/api';

export type LogFilter = { level?: LogEntry['level'] | undefined; limit: number };

/** GET /api/admin/log answers the compressed envelope (D3 section 7); it decodes to {data: [...]}. */
export const logQuery = (filter: LogFilter) =>
  queryOptions({
    queryKey: ['admin', 'log', filter],
    queryFn: async () =>
      (
        await legacyApi('/admin/log', {
          query: { limit: filter.limit, level: filter.level },
          envelope: true,
          schema: logEnvelopeSchema,
        })
      ).data,
  });

export function useLog(filter: LogFilter) {
  return useQuery(logQuery(filter));
}
