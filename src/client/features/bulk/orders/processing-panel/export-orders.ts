import Papa from 'papaparse';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import { DECISION_FILE_HEADERS, DECISION_OF_CODE } from '@shared/domain/bulk/decision-file';
import type { DecisionCode, LineDecision } from '@shared/domain/bulk/status';
import { saveText } from '@client/lib/download';
import { fetchDecisionLines, fetchInventory } from './api';
import { panelLines } from './panel-state';

/** The file code of a decision (Illinois is IL); none for the outcomes the file has no code for. */
const CODE_OF = new Map<LineDecision, DecisionCode>(
  (Object.entries(DECISION_OF_CODE) as [DecisionCode, LineDecision][])
    .filter(([c]) => c !== 'PF')
    .map(([c, d]) => [d, c]),
);

const day = (iso: string) => iso.slice(0, 10);
const mdyy = (d: Date) => `${d.getMonth() + 1}.${d.getDate()}.${String(d.getFullYear()).slice(2)}`;

/**
 * Export Orders (New tab): the orders' lines as a decision file (D2 section 3's columns in order),
 * each with its default decision filled in, to be edited and uploaded back. NEW_ORDERS_{m.d.yy}.csv.
 */
export async function exportNewOrders(orders: readonly BulkOrderRow[]): Promise<number> {
  const byId = new Map(orders.map((o) => [o.id, o]));
  const rows = await fetchDecisionLines([...byId.keys()]);
  const lines = panelLines(rows, await fetchInventory(rows.map((r) => r.internal_sku)));
  const data = lines.map((l) => {
    const o = byId.get(l.order_id)!;
    const split = l.decision === 'Split' || l.decision === 'Partial';
    const row: Record<(typeof DECISION_FILE_HEADERS)[number], string | number> = {
      internal_po_number: o.internal_po_number,
      vendor_name: o.vendor_name,
      vendor_code: o.vendor_code ?? '',
      order_date: day(o.order_date),
      upload_date: day(o.upload_date),
      order_pieces: o.order_pieces ?? '',
      order_price: o.price ?? '',
      location: '',
      requested_ship_date: '',
      deliver_by: '',
      deliver_window_start: '',
      deliver_window_end: '',
      ship_window_start: o.ship_window_start ?? '',
      ship_window_end: o.ship_window_end ?? '',
      requested_pickup: o.requested_pickup ?? '',
      internal_sku: l.internal_sku,
      quantity: l.quantity,
      unit_price: l.external_price ?? '',
      ext_price: l.external_price ? (Number(l.external_price) * l.quantity).toFixed(2) : '',
      decision: (l.decision && CODE_OF.get(l.decision)) ?? '',
      ship_type: '',
      KY_qty: split ? l.fulfil.kentucky : '',
      PA_qty: split ? l.fulfil.pennsylvania : '',
      TX_qty: split ? l.fulfil.texas : '',
      IL_qty: split ? l.fulfil.illinois : '',
    };
    return row;
  });
  saveText(`NEW_ORDERS_${mdyy(new Date())}.csv`, Papa.unparse({ fields: [...DECISION_FILE_HEADERS], data }));
  return data.length;
}
