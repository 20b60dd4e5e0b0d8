import { isYmd } from '../../lib/dates';
import { addDays, daysBetween } from '../../lib/zoned-time';
import { TPL_BILL_TO_ACCOUNT, TPL_CUSTOMERS } from './status';

/**
 * 3PL Orders (D3 2.3, 5, 9): the filters of Get Orders and how an ERP sales order becomes the
 * "3PL sales order" of D3 section 3 that is sent to the provider.
 */

/** The two retail customers whose orders go through the 3PL (D3 section 9). */
export type TplCustomer = (typeof TPL_CUSTOMERS)[number];

/**
 * The warehouse filter: the ERP's warehouse ids. GEODIS is the 3PL site (where 'Texas to Geodis'
 * transfers arrive), so its lines are what the 3PL ships; the merchant's own sites may be chosen too.
 */
export const TPL_ORDER_WAREHOUSES = [
  { value: 'GEODIS', label: 'Geodis (3PL)' },
  { value: 'TX', label: 'Texas' },
  { value: 'KY', label: 'Kentucky' },
  { value: 'PA', label: 'Pennsylvania' },
] as const;
export type TplOrderWarehouse = (typeof TPL_ORDER_WAREHOUSES)[number]['value'];
export const TPL_ORDER_WAREHOUSE_IDS = TPL_ORDER_WAREHOUSES.map((w) => w.value);

/** The longest range one Get Orders reads. */
export const MAX_TPL_ORDER_RANGE_DAYS = 92;
/** The range the screen opens with: the last week up to today. */
export const TPL_ORDER_DEFAULT_DAYS = 7;

/** D3 section 5: "Get Orders (3PL) needs a customer". */
export const TPL_CUSTOMER_REQUIRED = 'Select a customer to get orders.';
export const TPL_DATES_REQUIRED = 'Start date and end date must be dates as YYYY-MM-DD.';
export const TPL_DATES_ORDER = 'End date must not be before start date.';
export const TPL_RANGE_TOO_LONG = `Get orders for a range of at most ${MAX_TPL_ORDER_RANGE_DAYS} days.`;

export type TplOrderFilters = {
  start_date: string;
  end_date: string;
  /** '' is every warehouse. */
  warehouse: string;
  /** '' until one is chosen. */
  customer: string;
};

export function defaultTplOrderFilters(today: string): TplOrderFilters {
  return {
    start_date: addDays(today, -(TPL_ORDER_DEFAULT_DAYS - 1)),
    end_date: today,
    warehouse: '',
    customer: '',
  };
}

export const isTplCustomer = (value: string): value is TplCustomer =>
  (TPL_CUSTOMERS as readonly string[]).includes(value);

/** Why Get Orders cannot run with these filters, or null. The customer is checked first (D3 5). */
export function tplOrderFiltersProblem(f: TplOrderFilters): string | null {
  if (!f.customer) return TPL_CUSTOMER_REQUIRED;
  if (!isTplCustomer(f.customer)) return `Customer must be one of ${TPL_CUSTOMERS.join(', ')}.`;
  if (!isYmd(f.start_date) || !isYmd(f.end_date)) return TPL_DATES_REQUIRED;
  if (f.end_date < f.start_date) return TPL_DATES_ORDER;
  if (daysBetween(f.start_date, f.end_date) + 1 > MAX_TPL_ORDER_RANGE_DAYS) return TPL_RANGE_TOO_LONG;
  if (f.warehouse && !(TPL_ORDER_WAREHOUSE_IDS as readonly string[]).includes(f.warehouse))
    return `Warehouse must be one of ${TPL_ORDER_WAREHOUSE_IDS.join(', ')}.`;
  return null;
}

/** An ERP sales order as the mapping reads it (the server adapts the Acumatica entity to this). */
export type ErpOrderForTpl = {
  orderNbr: string;
  status: string;
  customerId: string;
  /** YYYY-MM-DD or an ERP date-time. */
  date: string;
  requestedOn: string | null;
  customerOrder: string | null;
  shipTo: {
    name: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    country: string | null;
  };
  lines: { sku: string; openQty: number; unitPrice: string; warehouse: string }[];
};

export type TplAddressOut = {
  name: string;
  address: string;
  address_2: string | null;
  city: string;
  state: string;
  zip_code: string;
  country: string;
};

/** The 3PL sales order of D3 section 3. */
export type TplSalesOrderOut = {
  so_number: string;
  po_number: string;
  due_date: string;
  ship_to_address: TplAddressOut;
  bill_to_address: TplAddressOut & { account_number: string };
  items: { sku: string; order_qty: number; uom: string; price: string }[];
};

/** The unit of measure of every line: the ERP sells each piece. */
export const TPL_UOM = 'EA';
/** Orders the 3PL can still ship: anything not finished, cancelled or held. */
export const TPL_SENDABLE_STATUSES = ['Open', 'Shipping'] as const;

/**
 * An ERP order as the 3PL order of D3 section 3, or null when it has nothing for the 3PL to ship
 * (not Open or Shipping, or no open quantity in the chosen warehouse).
 * - so_number: the ERP order number; po_number: the customer's PO (the ERP number when it has none);
 * - due_date: the requested date, else the order date (YYYY-MM-DD);
 * - ship_to: the order's ship-to; bill_to: the same address with the fixed account 00001 (D3 9),
 *   since the ERP order carries no separate bill-to;
 * - items: the open quantity of each line (of the warehouse, when one is chosen), uom EA.
 */
export function tplOrderOf(order: ErpOrderForTpl, warehouse?: string): TplSalesOrderOut | null {
  if (!(TPL_SENDABLE_STATUSES as readonly string[]).includes(order.status)) return null;
  const items = order.lines
    .filter((l) => l.openQty > 0 && (!warehouse || l.warehouse === warehouse))
    .map((l) => ({ sku: l.sku, order_qty: l.openQty, uom: TPL_UOM, price: l.unitPrice }));
  if (items.length === 0) return null;
  const s = order.shipTo;
  const address: TplAddressOut = {
    name: s.name ?? '',
    address: s.address1 ?? '',
    address_2: s.address2 || null,
    city: s.city ?? '',
    state: s.state ?? '',
    zip_code: s.zip ?? '',
    country: s.country || 'US',
  };
  return {
    so_number: order.orderNbr,
    po_number: order.customerOrder?.trim() || order.orderNbr,
    due_date: (order.requestedOn ?? order.date).slice(0, 10),
    ship_to_address: address,
    bill_to_address: { ...address, account_number: TPL_BILL_TO_ACCOUNT },
    items,
  };
}

/** D3 section 8: the toast when the range holds no orders for the provider and customer. */
export const noTplOrdersMessage = (f: Pick<TplOrderFilters, 'start_date' | 'end_date' | 'customer'>) =>
  `No orders from ${f.start_date} to ${f.end_date} for Geodis and customer ${f.customer}.`;

/** D3 section 8: the success alert. */
export const ORDERS_SENT = 'Orders sent to Geodis';
export const ORDERS_RETRIEVAL_FAILED = 'Failed to get orders from Acumatica.';
export const ORDERS_SEND_FAILED = 'Failed to send orders to Geodis.';
