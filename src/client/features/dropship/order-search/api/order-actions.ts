import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  labelLinksSchema,
  resendResponseSchema,
  reshipResponseSchema,
  transferResponseSchema,
  type DrawerOrder,
} from '@shared/api/dropship/order-drawer';
import { labelFileNames, usesRetailerCancel } from '@shared/domain/dropship/order-drawer';
import { companyHeader } from '@shared/domain/identity/companies';
import { legacyApi } from '@client/lib/api';
import { ApiRequestError } from '@client/lib/api-error';
import { sessionStore } from '@client/lib/session-store';
import { refreshSession } from '@client/lib/token-refresh';
import { saveBlob } from '@client/lib/download';

const key = () => crypto.randomUUID();

/** Every drawer action refreshes the order it changed (and the caller's lists through onChanged). */
function useOrderMutation<I, R>(run: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dropship', 'order'] }),
  });
}

/** Cancel: the retailer's orders (Amazon) go through PUT /orders/{id}/cancel (D1 section 7). */
export const useCancelOrder = () =>
  useOrderMutation((order: DrawerOrder) =>
    usesRetailerCancel(order.vendor_name)
      ? legacyApi(`/orders/${order.id}/cancel`, { method: 'PUT', body: {}, idempotencyKey: key() })
      : legacyApi('/dropship/orders/cancel', {
          method: 'PUT',
          body: { internal_po_number: order.internal_po_number, vendor: order.vendor_name },
          idempotencyKey: key(),
        }),
  );

export const useHoldOrder = () =>
  useOrderMutation((order: DrawerOrder) =>
    legacyApi('/dropship/orders/hold', {
      method: 'PUT',
      body: { internal_po_number: order.internal_po_number, vendor: order.vendor_name },
      idempotencyKey: key(),
    }),
  );

export const useResendOrder = () =>
  useOrderMutation((order: DrawerOrder) =>
    legacyApi('/dropship/orders/acumatica/resend', {
      method: 'PUT',
      body: { internal_po_number: order.internal_po_number, vendor_name: order.vendor_name },
      schema: resendResponseSchema,
      idempotencyKey: key(),
    }),
  );

export const useUpdateAcuOrderNum = () =>
  useOrderMutation(({ order, number }: { order: DrawerOrder; number: string }) =>
    legacyApi('/dropship/orders/update_acu_order_num', {
      method: 'PUT',
      body: {
        internal_po_number: order.internal_po_number,
        vendor_name: order.vendor_name,
        acu_order_num: number,
      },
      idempotencyKey: key(),
    }),
  );

export const useTransferItems = () =>
  useOrderMutation(
    ({
      order,
      ids,
      warehouse,
    }: {
      order: DrawerOrder;
      ids: number[];
      warehouse: 'kentucky' | 'pennsylvania';
    }) =>
      legacyApi('/dropship/orders/transfer', {
        method: 'PUT',
        body: {
          internal_po_number: order.internal_po_number,
          vendor_name: order.vendor_name,
          order_ids: ids,
          warehouse,
        },
        schema: transferResponseSchema,
        idempotencyKey: key(),
      }),
  );

export const useReship = () =>
  useOrderMutation((tracking: string) =>
    legacyApi('/dropship/orders/reship', {
      method: 'PUT',
      body: { tracking_number: tracking },
      schema: reshipResponseSchema,
      idempotencyKey: key(),
    }),
  );

export const useRemovePackage = () =>
  useOrderMutation((input: { tracking_number: string; pullsheet_id: number; internal_po_number: string }) =>
    legacyApi('/dropship/pullsheets/removePackage', { method: 'PUT', body: input, idempotencyKey: key() }),
  );

function fileHeaders(): Record<string, string> {
  const actor = sessionStore.getActor();
  return {
    ...(actor ? { authorization: `Bearer ${actor.token}` } : {}),
    ...(actor?.company ? { company_id: companyHeader(actor.company, 'dropship') } : {}),
  };
}

/** A label file as a blob: a link cannot send the token, so it is fetched and saved from memory. */
async function fetchFile(path: string): Promise<Blob> {
  const call = () => fetch(path, { headers: fileHeaders() });
  let response = await call();
  if (response.status === 401 && (await refreshSession())) response = await call();
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new ApiRequestError(
      response.status,
      data?.error ?? 'http_error',
      data?.message ?? `The server answered ${response.status}.`,
    );
  }
  return response.blob();
}

/**
 * Download Label: the label link call answers {ps, sl}; both files are fetched, then saved as
 * {po}_{tracking}_packing_slip and {po}_{tracking}_shipping_label (ZPL).
 */
export async function downloadLabel(po: string, tracking: string): Promise<void> {
  const links = await legacyApi('/dropship/orders/label', {
    query: { internal_po_number: po, tracking_number: tracking },
    schema: labelLinksSchema,
  });
  const [ps, sl] = await Promise.all([fetchFile(links.ps), fetchFile(links.sl)]);
  const names = labelFileNames(po, tracking);
  saveBlob(ps, `${names.ps}.zpl`);
  saveBlob(sl, `${names.sl}.zpl`);
}
