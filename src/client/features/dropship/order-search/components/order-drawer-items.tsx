import type { DrawerLine } from '@shared/api/dropship/order-drawer';
import { ORDER_STATUS } from '@shared/domain/dropship/status';

const price = (value: string | null) => (value === null ? '—' : `$${value}`);

/** The item table (D1 section 2): Internal SKU, External SKU, Quantity, Internal Price, External Price. */
export function OrderDrawerItems({ items, label }: { items: DrawerLine[]; label: string }) {
  if (items.length === 0) return <p className="order-drawer__empty">No items.</p>;
  return (
    <table className="order-drawer__items" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Internal SKU</th>
          <th scope="col">External SKU</th>
          <th scope="col">Quantity</th>
          <th scope="col">Internal Price</th>
          <th scope="col">External Price</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const cancelled = item.order_status === ORDER_STATUS.cancelled;
          return (
            <tr key={item.order_id} className={cancelled ? 'is-cancelled' : undefined}>
              <td title={item.description ?? undefined}>
                {item.internal_sku}
                {cancelled && <span className="order-drawer__tag">Cancelled</span>}
              </td>
              <td>{item.external_sku ?? '—'}</td>
              <td>{item.quantity}</td>
              <td>{price(item.internal_price)}</td>
              <td>{price(item.external_price)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
