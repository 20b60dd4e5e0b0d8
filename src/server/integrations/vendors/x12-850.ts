import type { ShipAddress } from '@shared/domain/carriers/addresses';
import { fromCents, isMoney, toCents } from '@shared/lib/money';
import type { OrderLine } from './port';
import { parseX12 } from './x12';
import { checkX12 } from './x12-check';

/** One 850 of a vendor's file, in the shape the port hands out (InboundOrder without its record). */
export type ReadOrder = { poNumber: string; orderDate: string; shipTo: ShipAddress; lines: OrderLine[] };

/** A vendor's interchange of purchase orders: its control numbers and the orders it carries. */
export type ReadInterchange = {
  /** ISA13, the interchange control number. */
  interchange: string;
  /** GS06, the group control number (edi_transactions.gs_id). */
  group: string;
  orders: ReadOrder[];
};

/** CCYYMMDD (and HHMM) in UTC, as the envelope writes them. */
function isoOf(date: string, time: string | undefined): string | null {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  if (!d) return null;
  const t = /^(\d{2})(\d{2})/.exec(time ?? '') ?? ['', '00', '00'];
  const at = new Date(`${d[1]}-${d[2]}-${d[3]}T${t[1]}:${t[2]}:00.000Z`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/**
 * Reads the 850 purchase orders of an X12 file (the reverse of purchaseOrder850): BEG, N1/N3/N4
 * ship-to and PO1 lines. The order date is BEG05; the group's time (GS05) is taken when the group
 * was built on that same day. Throws with the reason when the file is not a sound 850 interchange.
 */
export function readPurchaseOrders(text: string): ReadInterchange {
  const problems = checkX12(text);
  if (problems.length > 0) throw new Error(`Not a sound X12 interchange: ${problems.join('; ')}`);
  const segments = parseX12(text);
  const isa = segments[0] ?? [];
  const gs = segments.find((s) => s[0] === 'GS') ?? [];
  if (gs[1] !== 'PO') throw new Error(`Not a purchase order group (GS01 ${gs[1] ?? 'missing'})`);
  const orders: ReadOrder[] = [];
  let current: { set: string; order: Partial<ReadOrder> & { lines: OrderLine[] } } | null = null;
  const ship: Partial<ShipAddress> = {};
  for (const seg of segments) {
    const [tag = '', ...el] = seg;
    const at = (i: number) => (el[i - 1] ?? '').trim();
    if (tag === 'ST') {
      current = { set: at(1), order: { lines: [] } };
      for (const key of Object.keys(ship)) delete ship[key as keyof ShipAddress];
      continue;
    }
    if (!current) continue;
    const order = current.order;
    switch (tag) {
      case 'BEG':
        order.poNumber = at(3);
        order.orderDate = isoOf(at(5), gs[4] === at(5) ? gs[5] : undefined) ?? undefined;
        break;
      case 'N1':
        if (at(1) === 'ST') ship.name = at(2);
        break;
      case 'N3':
        ship.address1 = at(1);
        if (at(2)) ship.address2 = at(2);
        break;
      case 'N4':
        Object.assign(ship, { city: at(1), state: at(2), zip: at(3) });
        if (at(4) && at(4) !== 'US') ship.country = at(4);
        break;
      case 'PO1': {
        const quantity = Number(at(2));
        const price = at(4);
        const ids = new Map<string, string>();
        for (let i = 6; i + 1 <= el.length; i += 2) ids.set(at(i), at(i + 1));
        // Prices are exact to the cent in the app; a price in fractions of a cent is refused.
        if (!Number.isInteger(quantity) || quantity < 1 || !isMoney(price) || price.startsWith('-'))
          throw new Error(`850 ${order.poNumber ?? ''}: line ${at(1)} needs a quantity and a price`);
        order.lines.push({
          lineNbr: Number(at(1)) || order.lines.length + 1,
          sku: ids.get('VN') ?? ids.get('SK') ?? '',
          vendorSku: ids.get('IN') ?? ids.get('BP') ?? '',
          quantity,
          unitPrice: fromCents(toCents(price)),
        });
        break;
      }
      case 'SE': {
        if (current.set !== '850') throw new Error(`Not a purchase order (ST01 ${current.set})`);
        const { poNumber, orderDate, lines } = order;
        if (!poNumber || !orderDate) throw new Error('850 without a PO number or date (BEG03/BEG05)');
        if (!ship.name || !ship.address1 || !ship.city || !ship.state || !ship.zip)
          throw new Error(`850 ${poNumber}: the ship-to address is incomplete`);
        if (lines.length === 0) throw new Error(`850 ${poNumber}: no lines`);
        orders.push({ poNumber, orderDate, shipTo: { ...(ship as ShipAddress) }, lines });
        current = null;
        break;
      }
      default:
        break;
    }
  }
  return { interchange: isa[13] ?? '', group: gs[6] ?? '', orders };
}
