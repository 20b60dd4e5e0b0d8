import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  createAcumaticaOrders,
  listAcumaticaUploads,
  type CreateOrdersBody,
} from '@shared/api/erp/order-uploads';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

/** The upload history of Acumatica Order Uploads. */
export const acumaticaUploadsQuery = (company: Company) =>
  queryOptions({
    queryKey: ['acumatica', 'uploads', company],
    queryFn: async ({ signal }) => (await api(listAcumaticaUploads, {}, { signal })).uploads,
  });

export function useAcumaticaUploads(company: Company) {
  return useQuery(acumaticaUploadsQuery(company));
}

/** Sends the mapped lines; the key is made once per chosen file, so a retry is one upload. */
export const createOrders = (body: CreateOrdersBody, key: string) =>
  api(createAcumaticaOrders, { body }, { idempotencyKey: key });
