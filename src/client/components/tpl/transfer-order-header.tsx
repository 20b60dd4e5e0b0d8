import type { TplTransferOrderView } from '@shared/api/tpl/transfer-orders';
import { DetailList } from '@client/components/detail-list';

/** The transfer order's number, status, route and date above its lines. */
export function TransferOrderHeader({ order }: { order: TplTransferOrderView }) {
  return (
    <DetailList
      className="transfer-order-header"
      label={`Transfer order ${order.OrderNbr}`}
      items={[
        ['Order Nbr', order.OrderNbr],
        ['Status', order.Status],
        ['From', order.FromWarehouse],
        ['To', order.ToWarehouse],
        ['Date', order.Date],
      ]}
    />
  );
}
