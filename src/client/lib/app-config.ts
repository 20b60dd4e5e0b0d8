import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigSchema, readAppConfig, type AppConfig } from '@shared/api/auth/login';
import { api } from '@client/lib/api';

const CACHE_KEY = 'dockhand.app-config';

export async function getAppConfig(): Promise<AppConfig> {
  const config = await api(readAppConfig, {});
  localStorage.setItem(CACHE_KEY, JSON.stringify(config));
  return config;
}

function cached(): AppConfig | undefined {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    return raw ? appConfigSchema.parse(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: getAppConfig,
  staleTime: 5 * 60_000,
  initialData: cached,
  initialDataUpdatedAt: 0,
});

export function useAppConfig() {
  return useQuery(appConfigQuery);
}
