import { queryOptions, useQuery } from '@tanstack/react-query';
import { readLog, type LogEntry } from '@shared/api/admin/log';
import { api } from '@client/lib/api';

export type LogFilter = { level?: LogEntry['level'] | undefined; limit: number };

/** GET /api/admin/log answers the compressed envelope (D3 section 7); it decodes to {data: [...]}. */
export async function fetchLog(filter: LogFilter): Promise<LogEntry[]> {
  const query = { limit: filter.limit, ...(filter.level ? { level: filter.level } : {}) };
  return (await api(readLog, { query }, { side: 'dropship' })).data;
}

export const logQuery = (filter: LogFilter) =>
  queryOptions({ queryKey: ['admin', 'log', filter], queryFn: () => fetchLog(filter) });

export function useLog(filter: LogFilter) {
  return useQuery(logQuery(filter));
}
