import { queryOptions, useQuery } from '@tanstack/react-query';
import { createErpShipments, listAutobuildRuns, startAutobuildRun } from '@shared/api/erp/autobuild';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

/** The AutoBuild runs of the company (their status read from the ERP on each read). */
export const autobuildRunsQuery = (company: Company) =>
  queryOptions({
    queryKey: ['acumatica', 'autobuild', company],
    queryFn: async ({ signal }) => (await api(listAutobuildRuns, {}, { signal })).builds,
  });

export function useAutobuildRuns(company: Company) {
  return useQuery(autobuildRunsQuery(company));
}

export const startAutobuild = () =>
  api(startAutobuildRun, { body: {} }, { idempotencyKey: crypto.randomUUID() });

export const createShipments = () =>
  api(createErpShipments, { body: {} }, { idempotencyKey: crypto.randomUUID() });
