import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  cancelWarranty,
  createWarranty,
  listWarrantyOrders,
  updateWarrantyItem,
  updateWarrantyOrder,
  type CreateWarranty,
  type UpdateWarrantyItem,
  type UpdateWarrantyOrder,
  type WarrantyOrdersQuery,
  type WarrantyRow,
} from '@shared/api/warranty/warranty-orders';
import { api } from '@client/lib/api';

/** Every warranty query starts with this key: a change invalidates them all. */
export const WARRANTY_KEY = ['warranty'] as const;

/** GET /dropship/warranty/orders with a query (D3 section 7): flat item rows. */
export const warrantyRowsQuery = (query: WarrantyOrdersQuery) =>
  queryOptions({
    queryKey: [...WARRANTY_KEY, 'rows', query] as const,
    queryFn: ({ signal }) => api(listWarrantyOrders, { query }, { signal }),
  });

export function useWarrantyRows(query: WarrantyOrdersQuery, enabled = true) {
  return useQuery({ ...warrantyRowsQuery(query), enabled });
}

/** The rows of one PO (the drawer): asked by PO, kept when the PO is the same in any case. */
export function useWarrantyOrder(po: string | null) {
  return useQuery({
    queryKey: [...WARRANTY_KEY, 'order', po] as const,
    queryFn: async ({ signal }): Promise<WarrantyRow[]> => {
      const rows = await api(
        listWarrantyOrders,
        { query: { internal_po_number: po ?? '', order_by: 'warranty_id', limit: 50_000 } },
        { signal },
      );
      const wanted = (po ?? '').toUpperCase();
      return rows.filter((r) => r.internal_po_number.toUpperCase() === wanted);
    },
    enabled: po !== null,
  });
}

export const saveWarranty = (body: CreateWarranty) => api(createWarranty, { body });
export const saveWarrantyItem = (body: UpdateWarrantyItem) => api(updateWarrantyItem, { body });
export const saveWarrantyOrder = (body: UpdateWarrantyOrder) => api(updateWarrantyOrder, { body });
export const cancelWarrantyOrder = (po: string) => api(cancelWarranty, { body: { internal_po_number: po } });
