import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelOrder,
  cancelRetailerOrder,
  downloadPackingSlip,
  downloadShippingLabel,
  holdOrder,
  labelLinks,
  removePackage,
  resendOrder,
  reshipPackage,
  transferItems,
  updateAcuOrderNum,
  type DrawerOrder,
  type RemovePackageRequest,
} from '@shared/api/dropship/order-drawer';
import { labelFileNames, usesRetailerCancel } from '@shared/domain/dropship/order-drawer';
import { api, download } from '@client/lib/api';

/** Every drawer action refreshes the order it changed (and the caller's lists through onChanged). */
function useOrderMutation<I, R>(run: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dropship', 'order'] }),
  });
}

/** Cancel: the retailer's orders (Amazon) are cancelled with the retailer (D1 section 7). */
export const useCancelOrder = () =>
  useOrderMutation((order: DrawerOrder) =>
    usesRetailerCancel(order.vendor_name)
      ? api(cancelRetailerOrder, { params: { id: order.id } })
      : api(cancelOrder, {
          body: { internal_po_number: order.internal_po_number, vendor: order.vendor_name },
        }),
  );

export const useHoldOrder = () =>
  useOrderMutation((order: DrawerOrder) =>
    api(holdOrder, { body: { internal_po_number: order.internal_po_number, vendor: order.vendor_name } }),
  );

export const useResendOrder = () =>
  useOrderMutation((order: DrawerOrder) =>
    api(resendOrder, {
      body: { internal_po_number: order.internal_po_number, vendor_name: order.vendor_name },
    }),
  );

export const useUpdateAcuOrderNum = () =>
  useOrderMutation(({ order, number }: { order: DrawerOrder; number: string }) =>
    api(updateAcuOrderNum, {
      body: {
        internal_po_number: order.internal_po_number,
        vendor_name: order.vendor_name,
        acu_order_num: number,
      },
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
      api(transferItems, {
        body: {
          internal_po_number: order.internal_po_number,
          vendor_name: order.vendor_name,
          order_ids: ids,
          warehouse,
        },
      }),
  );

export const useReship = () =>
  useOrderMutation((tracking: string) => api(reshipPackage, { body: { tracking_number: tracking } }));

export const useRemovePackage = () =>
  useOrderMutation((input: RemovePackageRequest) => api(removePackage, { body: input }));

/**
 * Download Label: the label link call makes sure both files exist ({ps, sl} and the package id);
 * both are then fetched with the token (a link cannot send it) and saved as
 * {po}_{tracking}_packing_slip and {po}_{tracking}_shipping_label (ZPL).
 */
export async function downloadLabel(po: string, tracking: string): Promise<void> {
  const links = await api(labelLinks, { query: { internal_po_number: po, tracking_number: tracking } });
  const names = labelFileNames(po, tracking);
  const params = { id: links.package_id };
  await Promise.all([
    download(downloadPackingSlip, { params }, `${names.ps}.zpl`),
    download(downloadShippingLabel, { params }, `${names.sl}.zpl`),
  ]);
}
