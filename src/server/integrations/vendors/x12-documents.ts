import type { ShipAddress } from '@shared/domain/carriers/addresses';
import { fromCents, multiplyMoney, sumMoney, toCents } from '@shared/lib/money';
import type { Acknowledgement, InventoryAdvice, InvoiceNotice, OrderLine, ShipNotice } from './port';
import { x12Date, x12Time, type X12Segment } from './x12';

/** The bodies (ST to SE, exclusive) of the five transaction sets, in the 4010 retail conventions. */
const ymd = (date: string) => date.replace(/-/g, '').slice(0, 8);

/** SCAC codes of the parcel carriers; freight carriers are already given as their SCAC. */
const SCAC: Record<string, string> = { fedex: 'FDEG', ups: 'UPSN', usps: 'USPS', amazon: 'AMZL' };
export const scacOf = (carrier: string) => SCAC[carrier.toLowerCase()] ?? carrier.toUpperCase();

function shipToSegments(to: ShipAddress): X12Segment[] {
  return [
    ['N1', 'ST', to.name],
    ['N3', to.address1, to.address2 ?? ''],
    ['N4', to.city, to.state, to.zip, to.country ?? 'US'],
  ];
}

export type PurchaseOrder = {
  poNumber: string;
  orderDate: Date;
  shipTo: ShipAddress;
  lines: readonly OrderLine[];
  /** REF*VR: the number the retailer knows the merchant by, when its 850s carry one. */
  vendorNumber?: string;
};

export function purchaseOrder850(po: PurchaseOrder) {
  const quantity = po.lines.reduce((sum, l) => sum + l.quantity, 0);
  return [
    ['BEG', '00', 'SA', po.poNumber, '', x12Date(po.orderDate)],
    ...(po.vendorNumber ? [['REF', 'VR', po.vendorNumber]] : []),
    ['DTM', '002', x12Date(po.orderDate)],
    ...shipToSegments(po.shipTo),
    ...po.lines.map((l) => [
      'PO1',
      l.lineNbr,
      l.quantity,
      'EA',
      l.unitPrice,
      '',
      'VN',
      l.sku,
      'IN',
      l.vendorSku,
    ]),
    ['CTT', po.lines.length, quantity],
  ] satisfies X12Segment[];
}

export function acknowledgement855(ack: Acknowledgement, at: Date) {
  const all = ack.lines.every((l) => l.accepted);
  const none = ack.lines.every((l) => !l.accepted);
  // AD accepted, RD rejected, AC accepted with changes (some lines rejected).
  const code = all ? 'AD' : none ? 'RD' : 'AC';
  return [
    ['BAK', '00', code, ack.poNumber, x12Date(at)],
    ...ack.lines.flatMap((l) => [
      ['PO1', l.lineNbr, l.quantity, 'EA', '', '', 'VN', l.sku],
      ['ACK', l.accepted ? 'IA' : 'IR', l.quantity, 'EA'],
    ]),
    ['CTT', ack.lines.length],
  ] satisfies X12Segment[];
}

/**
 * The HL tree of an 856: shipment, order, then one pack level per package with its items, or for a
 * palletised load one tare level per pallet, its cartons under it, each carton's items under that.
 */
export function shipNotice856(notice: ShipNotice, at: Date) {
  const pallets = notice.pallets ?? [];
  const cartons = pallets.reduce((n, p) => n + p.cartons.length, 0);
  const segments: X12Segment[] = [
    // BSN05 0001 Shipment, Order, Packaging, Item; 0002 adds the Tare (pallet) level.
    ['BSN', '00', notice.shipmentId, x12Date(at), x12Time(at), pallets.length > 0 ? '0002' : '0001'],
    ['HL', 1, '', 'S'],
    ['TD1', 'CTN25', pallets.length > 0 ? cartons : notice.packages.length],
    ...(pallets.length > 0 ? [['TD1', 'PLT94', pallets.length]] : []),
    ['TD5', '', '2', scacOf(notice.carrier)],
    ...(notice.billOfLading ? [['REF', 'BM', notice.billOfLading]] : []),
    ...(notice.proNumber ? [['REF', 'CN', notice.proNumber]] : []),
    ['DTM', '011', ymd(notice.shipDate)],
    ...(notice.shipTo ? shipToSegments(notice.shipTo) : []),
    ['HL', 2, 1, 'O'],
    ['PRF', notice.poNumber],
  ];
  let hl = 2;
  for (const pallet of pallets) {
    const palletHl = ++hl;
    segments.push(['HL', palletHl, 2, 'T'], ['MAN', 'GM', pallet.sscc]);
    for (const carton of pallet.cartons) {
      const cartonHl = ++hl;
      segments.push(['HL', cartonHl, palletHl, 'P'], ['MAN', 'GM', carton.sscc]);
      for (const line of carton.lines) {
        segments.push(
          ['HL', ++hl, cartonHl, 'I'],
          ['LIN', '', 'VN', line.sku],
          ['SN1', '', line.quantity, 'EA'],
        );
      }
    }
  }
  for (const pack of notice.packages) {
    const packHl = ++hl;
    segments.push(['HL', packHl, 2, 'P'], ['MAN', 'CP', pack.trackingNumber]);
    for (const line of pack.lines) {
      segments.push(['HL', ++hl, packHl, 'I'], ['LIN', '', 'VN', line.sku], ['SN1', '', line.quantity, 'EA']);
    }
  }
  segments.push(['CTT', hl]);
  return segments;
}

/** 810 with TDS in cents (implied two decimals), as the standard writes amounts there. */
export function invoice810(invoice: InvoiceNotice, shipTo?: ShipAddress) {
  const total = sumMoney(invoice.lines.map((l) => multiplyMoney(l.unitPrice, l.quantity)));
  return [
    ['BIG', ymd(invoice.invoiceDate), invoice.invoiceNumber, '', invoice.poNumber],
    ...(shipTo ? shipToSegments(shipTo) : []),
    ...invoice.lines.map((l, i) => [
      'IT1',
      i + 1,
      l.quantity,
      'EA',
      fromCents(toCents(l.unitPrice)),
      '',
      'VN',
      l.sku,
    ]),
    ['TDS', toCents(total).toString()],
    ['CTT', invoice.lines.length],
  ] satisfies X12Segment[];
}

/** BIA02 reference of a day's inventory advice. */
export const inventoryReference = (at: Date) => `INV${x12Date(at)}`;

export function inventory846(advice: InventoryAdvice, reference: string, at: Date) {
  return [
    ['BIA', '00', 'MM', reference, x12Date(at), x12Time(at)],
    ...advice.items.flatMap((item) => [
      ['LIN', '', 'VN', item.sku],
      ['QTY', '33', item.quantity, 'EA'],
    ]),
    ['CTT', advice.items.length],
  ] satisfies X12Segment[];
}
